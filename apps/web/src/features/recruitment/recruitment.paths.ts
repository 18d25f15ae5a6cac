/** The spec's public registration address (section 2): an applicant registers to one job ad. */
export const paths = {
  register: '/register/:recruitmentId',
} as const;

export const registerPath = (recruitmentId: string) =>
  paths.register.replace(':recruitmentId', encodeURIComponent(recruitmentId));
