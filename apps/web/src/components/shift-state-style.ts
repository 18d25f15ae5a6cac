import type { ShiftDisplayState } from '@portal/domain/shifts';

export type StateStyle = { background: string; border: string; text: string };

/**
 * The colour of each calendar display state. Dark text on a light tint (contrast above 7:1) with a strong
 * border in the same hue; the state's name is always written too, so colour is never the only cue.
 */
export const shiftStateStyles: Record<ShiftDisplayState, StateStyle> = {
  Open: { background: '#dbeafe', border: '#1d4ed8', text: '#1e3a8a' },
  Booked: { background: '#cffafe', border: '#0e7490', text: '#164e63' },
  Verified: { background: '#ccfbf1', border: '#0f766e', text: '#134e4a' },
  Unconfirmed: { background: '#ffedd5', border: '#c2410c', text: '#7c2d12' },
  Confirmed: { background: '#dcfce7', border: '#15803d', text: '#14532d' },
  Expired: { background: '#fee2e2', border: '#b91c1c', text: '#7f1d1d' },
  Draft: { background: '#f1f5f9', border: '#64748b', text: '#334155' },
};
