/** How many due rows a sweep reads at a time. */
const batchSize = 100;

/**
 * Settles every due row in batches: `settle` runs one row in its own transaction and says whether
 * it settled it (false when another instance holds it, or it is no longer due under the lock). The
 * sweep ends at a short batch, or at a full one where nothing settled (all held elsewhere), so two
 * instances sweeping side by side never loop on each other's rows. Returns how many it settled.
 */
export async function settleDue(
  due: (limit: number) => Promise<{ id: number }[]>,
  settle: (id: number) => Promise<boolean>,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const rows = await due(batchSize);
    let progressed = false;
    for (const { id } of rows) {
      if (await settle(id)) {
        settled += 1;
        progressed = true;
      }
    }
    if (rows.length < batchSize || !progressed) return settled;
  }
}
