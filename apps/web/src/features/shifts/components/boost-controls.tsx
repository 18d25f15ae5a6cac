import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ShiftDetail } from '@portal/domain/shifts';
import { type BoostType, boostTypes, boostValueMax } from '@portal/domain/shifts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { notify } from '@/lib/notify';
import { useBoostShift } from '../api/boost-shift';
import { useRemoveShiftBoost } from '../api/remove-shift-boost';
import { useShiftLabels } from './use-shift-labels';

/** The shift's boost and, for staff, setting one (quick pay or bonus, in euros) or taking it away. */
export function BoostControls({
  accountId,
  shift,
  onError,
}: {
  accountId: string;
  shift: ShiftDetail;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const labels = useShiftLabels();
  const typeLabelId = useId();
  const [type, setType] = useState<BoostType>(shift.boostType ?? 'bonus');
  const [value, setValue] = useState<number | string>(shift.boostValue ?? '');
  const boost = useBoostShift(accountId, shift.id);
  const remove = useRemoveShiftBoost(accountId, shift.id);
  const amount = typeof value === 'number' ? value : Number.parseFloat(value);
  const valid = Number.isFinite(amount) && amount > 0 && amount <= boostValueMax;

  const save = async () => {
    try {
      await boost.mutateAsync({ boostType: type, boostValue: amount });
      notify.success({ message: t('shifts.boost.done') });
    } catch (error) {
      onError(error);
    }
  };
  const removeBoost = async () => {
    try {
      await remove.mutateAsync(undefined);
      notify.success({ message: t('shifts.boost.removed') });
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Stack gap="xs">
      {shift.permissions.canBoost && (
        <Group align="flex-end" gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={typeLabelId}>
              {t('shifts.boost.type')}
            </Text>
            <SegmentedControl
              aria-labelledby={typeLabelId}
              value={type}
              onChange={(next) => setType(next as BoostType)}
              data={boostTypes.map((option) => ({ value: option, label: labels.boostType(option) }))}
            />
          </Stack>
          <DecimalInput
            label={t('shifts.boost.value')}
            value={value}
            onChange={setValue}
            min={1}
            max={boostValueMax}
            decimalScale={2}
            w={140}
          />
          <Button onClick={() => void save()} loading={boost.isPending} disabled={!valid}>
            {t('shifts.boost.save')}
          </Button>
        </Group>
      )}
      {shift.permissions.canRemoveBoost && (
        <Group>
          <Button variant="default" onClick={() => void removeBoost()} loading={remove.isPending}>
            {t('shifts.boost.remove')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
