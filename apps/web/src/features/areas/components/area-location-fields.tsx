import { Button, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FinnishRegion, finnishRegions } from '@portal/domain/geocoding';
import { IconMapPin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { errorCodeOf } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/form-errors';
import { notifyFailure } from '@/lib/notify';
import { useGeocodeAddress } from '../api/geocode-address';
import { getPostcodeAreaQueryOptions, usePostcodeArea } from '../api/get-postcode-area';
import type { AreaField, AreaFormValues } from './area-form-values';
import { MapPreview } from './map-preview';

type LocationFieldsProps = {
  accountId: string;
  values: AreaFormValues;
  errors: FieldErrors<AreaField>;
  onChange: (changes: Partial<AreaFormValues>) => void;
  /** Changes computed from the values as they are when an answer arrives. */
  onFill: (compute: (current: AreaFormValues) => Partial<AreaFormValues>) => void;
  onErrors: (errors: FieldErrors<AreaField>) => void;
};

const regionOptions = finnishRegions.map((region) => ({ value: region, label: region }));

function isNumber(value: number | string): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Street address, city, postcode, region and coordinates. "Fetch GPS coordinates" asks the geocoder and
 * fills the empty city, region and postcode; a complete postcode fills city and region as it is typed;
 * coordinates typed by hand are marked manual.
 */
export function AreaLocationFields({
  accountId,
  values,
  errors,
  onChange,
  onFill,
  onErrors,
}: LocationFieldsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const geocode = useGeocodeAddress(accountId);
  const completePostcode = /^\d{5}$/.test(values.postcode) ? values.postcode : null;
  const postcodeArea = usePostcodeArea(accountId, completePostcode);
  // What the last postcode filled in: a later postcode may replace it, but never what the user typed.
  const filledByPostcode = useRef<{ city: string; region: FinnishRegion | null } | null>(null);

  const postcodeData = postcodeArea.data;

  /** A complete postcode fills the city and region that are empty or were filled by the last postcode. */
  const handlePostcodeChange = async (typed: string) => {
    const postcode = typed.trim();
    onChange({ postcode });
    if (!/^\d{5}$/.test(postcode)) {
      return;
    }
    const area = await queryClient
      .fetchQuery(getPostcodeAreaQueryOptions(accountId, postcode))
      .catch(() => null);
    if (!area) {
      return;
    }
    const previous = filledByPostcode.current;
    filledByPostcode.current = { city: area.municipality, region: area.region };
    onFill((current) => ({
      ...(current.postcode === postcode && (current.city.trim() === '' || current.city === previous?.city)
        ? { city: area.municipality }
        : {}),
      ...(current.postcode === postcode && (current.region === null || current.region === previous?.region)
        ? { region: area.region }
        : {}),
    }));
  };

  const handleFetch = async () => {
    const streetAddress = values.streetAddress.trim();
    if (streetAddress === '') {
      onErrors({ streetAddress: t('areas.validation.streetAddressRequired') });
      return;
    }
    try {
      const result = await geocode.mutateAsync({
        streetAddress,
        ...(/^\d{5}$/.test(values.postcode) ? { postcode: values.postcode } : {}),
        ...(values.city.trim() ? { city: values.city.trim() } : {}),
      });
      onChange({
        latitude: result.latitude,
        longitude: result.longitude,
        locationPrecision: result.precision,
        ...(values.city.trim() === '' && result.city ? { city: result.city } : {}),
        ...(values.region === null && result.region ? { region: result.region } : {}),
        ...(values.postcode.trim() === '' && result.postcode ? { postcode: result.postcode } : {}),
      });
      // No toast: the precision line below (aria-live) says it, and a toast would cover the save button.
      onErrors({ streetAddress: undefined, latitude: undefined, longitude: undefined });
    } catch (error) {
      // The spec's message goes under the street address; other failures (network, server) get a toast.
      if (errorCodeOf(error) === 'GEOCODING_FAILED') {
        onErrors({ streetAddress: t('errors.GEOCODING_FAILED') });
      } else {
        notifyFailure(error, t('areas.notifications.locateError'));
      }
    }
  };

  const hasPoint = isNumber(values.latitude) && isNumber(values.longitude);
  const postcodeHint =
    postcodeArea.isError && completePostcode
      ? t('areas.validation.postcodeUnknown')
      : postcodeData && postcodeData.postcode === completePostcode
        ? // Place names read the same in every language: post office, municipality (when other), region.
          [...new Set([postcodeData.postOffice, postcodeData.municipality]), postcodeData.region].join(', ')
        : undefined;

  return (
    <Stack>
      <Grid align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TextInput
            label={t('areas.form.streetAddress')}
            description={t('areas.form.streetAddressHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={values.streetAddress}
            error={errors.streetAddress}
            maxLength={200}
            onChange={(event) => onChange({ streetAddress: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} pt={{ md: 25 }}>
          <Button
            variant="light"
            leftSection={<IconMapPin size={16} aria-hidden />}
            loading={geocode.isPending}
            onClick={() => void handleFetch()}
            fullWidth
          >
            {t('areas.form.fetchCoordinates')}
          </Button>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('areas.form.postcode')}
            description={postcodeHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="numeric"
            maxLength={5}
            value={values.postcode}
            error={errors.postcode}
            onChange={(event) => void handlePostcodeChange(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('areas.form.city')}
            value={values.city}
            error={errors.city}
            maxLength={100}
            onChange={(event) => onChange({ city: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('areas.form.region')}
            placeholder={t('areas.form.regionPlaceholder')}
            data={regionOptions}
            value={values.region}
            error={errors.region}
            searchable
            clearable
            onChange={(region) => onChange({ region: region as FinnishRegion | null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DecimalInput
            label={t('areas.form.latitude')}
            decimalSeparator="."
            decimalScale={6}
            min={-90}
            max={90}
            clampBehavior="none"
            hideControls
            value={values.latitude}
            error={errors.latitude}
            onChange={(latitude) => onChange({ latitude, locationPrecision: 'manual' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DecimalInput
            label={t('areas.form.longitude')}
            decimalSeparator="."
            decimalScale={6}
            min={-180}
            max={180}
            clampBehavior="none"
            hideControls
            value={values.longitude}
            error={errors.longitude}
            onChange={(longitude) => onChange({ longitude, locationPrecision: 'manual' })}
          />
        </Grid.Col>
      </Grid>
      {hasPoint && values.locationPrecision && (
        <Text size="sm" aria-live="polite">
          {t('areas.form.precision', { precision: t(`areas.form.precisions.${values.locationPrecision}`) })}
        </Text>
      )}
      {hasPoint && <MapPreview latitude={values.latitude as number} longitude={values.longitude as number} />}
    </Stack>
  );
}
