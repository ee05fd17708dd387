import type { PlayRecord } from '@screenspot/contracts/player';
import { playBatchSigningText, playSigningText } from '@screenspot/contracts/proof';
import type { AuthedPlayer } from './player-auth';
import type { NewPlayBatch } from './repository';
import { playRecordHash, publicKeyFrom, sha256Hex, signatureHolds } from './signatures';

/** What an upload's signatures allow: the playIds refused, and the signed batch to keep, if any. */
export type SignatureVerdict = { refused: string[]; batch: NewPlayBatch | null };

/**
 * The checks of an upload's signatures. A player paired before keys sends unsigned records (kept
 * unsigned, any signature ignored). A player with a key signs either the whole upload once
 * (`batchSignature` over the records' hashes in order, decision 0064), or each record (0049, as
 * players running an older script do). A batch signature that does not hold refuses every record
 * of the batch, since which one changed cannot be told; a record signature refuses its record.
 */
export async function checkPlaySignatures(
  player: AuthedPlayer,
  records: PlayRecord[],
  batchSignature: string | undefined,
): Promise<SignatureVerdict> {
  if (!player.publicKey) return { refused: [], batch: null };
  const key = await publicKeyFrom(player.publicKey);
  const everyRecord = () => records.map((record) => record.playId);
  if (!key) return { refused: everyRecord(), batch: null };
  if (batchSignature !== undefined) {
    // One hash per record (cheap) and a single Ed25519 check for the whole upload.
    const leaves = records.map(playRecordHash);
    const text = playBatchSigningText(leaves);
    if (!(await signatureHolds(key, text, batchSignature))) {
      return { refused: everyRecord(), batch: null };
    }
    return {
      refused: [],
      batch: {
        playerId: player.id,
        batchHash: sha256Hex(text),
        signature: batchSignature,
        leavesHex: leaves.join(''),
      },
    };
  }
  // Each record's own signature, checked side by side on WebCrypto's worker threads.
  const holds = await Promise.all(
    records.map((record) => signatureHolds(key, playSigningText(record), record.signature)),
  );
  return { refused: records.filter((_, i) => !holds[i]).map((r) => r.playId), batch: null };
}
