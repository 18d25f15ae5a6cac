import type { ComponentType } from 'react';

/**
 * The shift detail (drawer) of the shifts feature, handed in by the app's route: features do not import
 * each other, so the app composes them.
 */
export type ShiftDetailProps = { accountId: string; shiftId: string; opened: boolean; onClose: () => void };
export type ShiftDetailComponent = ComponentType<ShiftDetailProps>;
