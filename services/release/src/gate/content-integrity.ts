import { fileDigests, folderEntries, hashOfDigests } from '../content-hash';
import { differingFiles, listed } from '../differing-files';
import { RELEASE_INFO_FILE, releaseInfoOrReason } from '../release-info';
import { ruleResult, type RuleResult } from './rule-result';

/** Fewer hex digits than the store writes would let another content pass for the release. */
const MIN_ID_HASH = 10;

/**
 * The release is what its id says (docs/deploy.md#release-store): the files in the store, every
 * one but the operator metadata, hash to the content hash its id carries. Recomputed at every
 * check and promotion, so a chunk changed in the store, a copy under a made-up id or a file added
 * is refused, naming the files that differ from the hashes recorded when it was added.
 */
export function checkContentIntegrity(releaseDir: string, remote: string, release: string): RuleResult {
  const idHash = release.split('+').pop() ?? '';
  const reasons: string[] = [];
  if (idHash.length < MIN_ID_HASH) reasons.push(`the id's hash ${idHash} is shorter than ${MIN_ID_HASH} digits, too short to stand for the content`);
  const { others } = folderEntries(releaseDir);
  if (others.length) reasons.push(`${listed(others)}: not plain files (a link would be served as whatever it points at, unhashed)`);
  const found = fileDigests(releaseDir, [RELEASE_INFO_FILE]);
  const hash = hashOfDigests(found);
  const info = releaseInfoOrReason(releaseDir);
  const recorded = typeof info === 'object' ? info.files : undefined;
  if (!hash.startsWith(idHash)) {
    reasons.push(`the files hash to ${hash.slice(0, Math.max(idHash.length, MIN_ID_HASH))}, not to the ${idHash} its id names`);
    if (recorded) {
      const differ = differingFiles(recorded, found);
      reasons.push(differ.length ? `differing from the files recorded when it was added: ${listed(differ)}` : `its ${RELEASE_INFO_FILE} records these very files: it was made for another id`);
    } else {
      reasons.push(`no per-file hashes recorded in ${RELEASE_INFO_FILE}, so the files that differ cannot be named`);
    }
  } else if (recorded && differingFiles(recorded, found).length) {
    reasons.push(`${RELEASE_INFO_FILE} does not describe the files (${listed(differingFiles(recorded, found))}): the operator metadata was changed`);
  }
  if (typeof info === 'string') reasons.push(info);
  else if (info && (info.remote !== remote || info.release !== release)) {
    reasons.push(`${RELEASE_INFO_FILE} describes ${info.remote} ${info.release}, not ${remote} ${release}: a release copied to another place`);
  }
  return ruleResult('content matches its id', reasons, [`${Object.keys(found).length} files hash to ${hash.slice(0, MIN_ID_HASH)}`]);
}
