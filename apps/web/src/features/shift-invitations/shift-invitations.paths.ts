export const paths = {
  /** Public: a worker answers a shift invitation through its link (the id is the link's secret). */
  shiftInvitation: '/invite/shift-confirmation/:id',
} as const;
