import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** First stop of the keyboard: jumps over the header and menu to the page itself. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`#${mainContentId}`}
      pos="absolute"
      left={8}
      top={-48}
      p="xs"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 1000 }}
      onFocus={(event) => {
        event.currentTarget.style.top = '8px';
      }}
      onBlur={(event) => {
        event.currentTarget.style.top = '-48px';
      }}
    >
      {t('common.skipToContent')}
    </Anchor>
  );
}
