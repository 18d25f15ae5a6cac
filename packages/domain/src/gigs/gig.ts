/** Stored gig status values. A customer's order is a suggestion until the staffing company approves it. */
export const gigStatuses = ['draft', 'published', 'suggestion', 'declined', 'deleted'] as const;
export type GigStatus = (typeof gigStatuses)[number];

/** Gig list labels (spec section 4, "Gig list labels"). */
export const gigLabels = ['open', 'expired', 'draft', 'published', 'suggestion', 'declined'] as const;
export type GigLabel = (typeof gigLabels)[number];

/** Title prefix of a gig made by splitting one shift out of another gig (spec: '1 vuoro: {title}'). */
export const singleShiftTitlePrefix = '1 vuoro: ';
