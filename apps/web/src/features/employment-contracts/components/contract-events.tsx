import { Table, Text } from '@mantine/core';
import {
  type ContractEvent,
  type SigningChannel,
  signingChannels,
} from '@portal/domain/employment-contracts';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';

/** The channels an event names (a code's one, a sending's list), as known channel codes. */
function channelsOf(event: ContractEvent): SigningChannel[] {
  const { channel, channels } = event.data;
  const named = Array.isArray(channels) ? channels : [channel];
  return named.filter((value): value is SigningChannel =>
    (signingChannels as readonly unknown[]).includes(value),
  );
}

/**
 * The contract's audit trail, oldest first: when, what, who (the worker, staff or the system, with a name
 * where there is one), from which address and through which channel. The same facts the signed PDF's audit
 * page carries; a broken hash chain is said above the table.
 */
export function ContractEvents({
  events,
  chainValid,
}: {
  events: readonly ContractEvent[];
  chainValid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PanelSection title={t('employment-contracts.events.title')}>
      {!chainValid && (
        <Text c="red" role="alert" mb="sm">
          {t('employment-contracts.events.chainBroken')}
        </Text>
      )}
      {events.length === 0 ? (
        <Text>{t('employment-contracts.events.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={keyboardScrollable}>
          <Table aria-label={t('employment-contracts.events.title')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('employment-contracts.events.time')}</Table.Th>
                <Table.Th scope="col">{t('employment-contracts.events.event')}</Table.Th>
                <Table.Th scope="col">{t('employment-contracts.events.party')}</Table.Th>
                <Table.Th scope="col">{t('employment-contracts.events.channel')}</Table.Th>
                <Table.Th scope="col">{t('employment-contracts.events.ip')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => {
                const channels = channelsOf(event)
                  .map((channel) => t(`employment-contracts.channels.${channel}`))
                  .join(', ');
                return (
                  <Table.Tr key={event.sequence}>
                    <Table.Td>{formatDateTime(event.occurredAt)}</Table.Td>
                    <Table.Td>{t(`employment-contracts.events.types.${event.type}`)}</Table.Td>
                    <Table.Td>
                      {t(`employment-contracts.events.parties.${event.party}`)}
                      {event.actorName ? `: ${event.actorName}` : ''}
                    </Table.Td>
                    <Table.Td>{channels || '–'}</Table.Td>
                    <Table.Td title={event.userAgent ?? undefined}>{event.ipAddress ?? '–'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PanelSection>
  );
}
