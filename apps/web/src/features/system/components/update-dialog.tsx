import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Blocking: neither Escape nor a click outside closes it; the only way on is to load the new version. */
export function UpdateDialog({ opened, onUpdate }: { opened: boolean; onUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={t('version.title')}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
    >
      <Text mb="lg">{t('version.message')}</Text>
      <Group justify="flex-end">
        <Button onClick={onUpdate} data-autofocus>
          {t('version.update')}
        </Button>
      </Group>
    </Modal>
  );
}
