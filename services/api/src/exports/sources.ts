/** A data source's shape and the networked sources, for the benches that run them against stand-ins. */
export type { Source, SourceAnswer } from '../sources/source';
export { githubSource } from '../sources/github/github-source';
export { gravatarSource } from '../sources/gravatar/gravatar-source';
export { hibpSource } from '../sources/hibp/hibp-source';
