import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { imageLimits, type UploadedImage } from '@portal/domain/images';
import { IconPhotoUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { useUploadImage } from '../api/upload-image';

type CoverImageFieldProps = {
  accountId: string;
  cover: UploadedImage | null;
  /** The form's own message (required), shown when there is no upload refusal to show. */
  error?: string;
  onUploaded: (image: UploadedImage) => void;
};

/**
 * The cover image: chosen from the device, checked and resized by the server, then previewed. A refusal
 * (not an image, too large, too narrow, wrong shape) is said under the field in the user's language.
 */
export function CoverImageField({ accountId, cover, error, onUploaded }: CoverImageFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadImage(accountId);
  const errorId = useId();
  const message = upload.error ? t(errorMessageKey(upload.error)) : error;
  return (
    <Input.Wrapper
      label={t('communications.editor.cover')}
      description={t('communications.editor.coverHint', {
        width: imageLimits.minWidth,
        megabytes: imageLimits.maxBytes / 1024 / 1024,
      })}
      error={message}
      errorProps={{ id: errorId }}
      required
    >
      <Stack gap="xs" mt={4}>
        {cover && (
          <Image
            src={cover.url}
            alt={t('communications.editor.coverPreview')}
            radius="sm"
            maw={320}
            fit="cover"
          />
        )}
        <Group>
          <FileButton
            accept="image/jpeg,image/png,image/webp"
            onChange={(file) => file && upload.mutate(file, { onSuccess: onUploaded })}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={upload.isPending}
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                aria-describedby={message ? errorId : undefined}
              >
                {cover ? t('communications.editor.changeCover') : t('communications.editor.chooseCover')}
              </Button>
            )}
          </FileButton>
          {cover && (
            <Text size="sm" c="dimmed">
              {cover.width} × {cover.height}
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
