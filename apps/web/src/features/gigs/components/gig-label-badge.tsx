import { Badge, type MantineColor } from '@mantine/core';
import type { GigLabel } from '@portal/domain/gigs';
import { useTranslation } from 'react-i18next';

const colors: Record<GigLabel, MantineColor> = {
  open: 'blue',
  published: 'teal',
  draft: 'gray',
  expired: 'red',
  suggestion: 'orange',
  declined: 'dark',
};

/** A gig's list label (spec: open, expired, draft, published, suggestion, declined). */
export function GigLabelBadge({ label }: { label: GigLabel }) {
  const { t } = useTranslation();
  return (
    // Never cut to one letter in a narrow column or card: the label is the point of the row.
    <Badge color={colors[label]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`gigs.labels.${label}`)}
    </Badge>
  );
}
