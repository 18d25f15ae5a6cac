import { Button, Text } from '@mantine/core';
import { getStartedContractPath, type PublicGetStarted } from '@portal/domain/onboarding';
import { buildPath } from '@portal/domain/shared';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Step 3: the employment contract's state; while it waits for the signature, a button opens the signing
 * page (the server issues a new signing link and redirects there).
 */
export function ContractStep({ token, contract }: { token: string; contract: PublicGetStarted['contract'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Text>{t(`onboarding.getStarted.contract.${contract.state}`)}</Text>
      {contract.canSign && (
        <Button
          component="a"
          href={buildPath(getStartedContractPath, { token })}
          fullWidth
          leftSection={<IconSignature size={16} aria-hidden />}
        >
          {t('onboarding.getStarted.contract.sign')}
        </Button>
      )}
    </>
  );
}
