// The analytics hook of the search form (spec §4), for whoever wants to listen: the shell or a
// consent-gated analytics module can `loadRemote('marketing/search-events')` and call `onSearch`.
export { onSearch, type SearchEvent, type SearchListener } from '../search/search-events';
