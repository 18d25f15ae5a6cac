// The gigs feature's public file: the only one another server feature imports from it.
export { refreshGigFigures } from './gig-figures.repository';
export { type GigTitleSearch, searchGigsByTitle } from './gigs-search.repository';
