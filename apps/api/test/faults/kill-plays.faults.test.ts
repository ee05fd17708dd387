import type { PlayRecord, PlaysResult } from '@screenspot/contracts/player';
import { describe, expect, it } from 'vitest';
import { operatorCookie, paidScreens, pairPlayers, pastPlays } from './simulated-players';
import { useServiceSite } from './service-site';
import { registerAdvertiser, waitFor } from './support';

// kill -9 of the service while 20 players upload proof of play; a restart on the same database;
// the players retry what went unanswered, and every play must be stored exactly once.
const site = useServiceSite('plays');

const playersCount = 20;
const playsEach = 400;
const batchSize = 50;

describe('service killed while players upload plays', () => {
  it('stores every play exactly once after the restart and the players’ retries', async () => {
    let service = await site.start();
    const cookie = await operatorCookie(service.url, site.database.query);
    const advertiser = await registerAdvertiser(service.url);
    const screens = await paidScreens(site.database.query, playersCount, {
      customerId: advertiser.id,
      fromDay: -2,
      toDay: 1,
    });
    const players = await pairPlayers(service.url, cookie, screens);

    let answered = 0;
    let failures = 0;
    let accepted = 0;
    let duplicates = 0;
    let rejected = 0;
    // Each player sends its batches in order and retries one until the service answers it, as
    // the real player does from its IndexedDB queue.
    const upload = async (token: string, records: PlayRecord[]) => {
      for (let i = 0; i < records.length; i += batchSize) {
        const batch = records.slice(i, i + batchSize);
        for (let attempt = 0; ; attempt += 1) {
          try {
            const res = await fetch(`${service.url}/api/player/plays`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ plays: batch }),
            });
            if (res.status !== 200) throw new Error(`status ${res.status}`);
            const result = (await res.json()) as PlaysResult;
            accepted += result.accepted;
            duplicates += result.duplicates;
            rejected += result.rejected.length;
            answered += 1;
            break;
          } catch {
            failures += 1;
            await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));
          }
        }
      }
    };
    const recordsByPlayer = players.map((player) => pastPlays(player.itemToken, playsEach));
    const uploads = Promise.all(
      players.map((player, i) => upload(player.token, recordsByPlayer[i]!)),
    );

    // Kill it mid-stream: about a third of the batches answered, others in flight.
    const totalBatches = (playersCount * playsEach) / batchSize;
    await waitFor(() => answered >= totalBatches / 3, 60_000, 'a third of the batches');
    await service.kill();
    const answeredBeforeKill = answered;
    service = await site.start();
    await uploads;
    console.log(
      `plays fault: ${answeredBeforeKill}/${totalBatches} batches answered before kill -9, ` +
        `${failures} failed tries retried; accepted ${accepted}, duplicates ${duplicates}`,
    );

    expect(answeredBeforeKill).toBeLessThan(totalBatches);
    expect(failures).toBeGreaterThan(0);
    expect(rejected).toBe(0);
    const [counts] = await site.database.query<{ total: number; distinct: number }>(
      'select count(*)::int as total, count(distinct play_id)::int as distinct from plays',
    );
    expect(counts).toEqual({ total: playersCount * playsEach, distinct: playersCount * playsEach });
    // The rollups kept in the inserting statements count each stored play once, crash or not.
    const [rolled] = await site.database.query<{
      orders: number;
      screens: number;
      players: number;
    }>(
      `select (select coalesce(sum(plays), 0)::int from order_play_hours) as orders,
              (select coalesce(sum(plays), 0)::int from screen_play_days) as screens,
              (select coalesce(sum(plays), 0)::int from player_play_days) as players`,
    );
    const total = playersCount * playsEach;
    expect(rolled).toEqual({ orders: total, screens: total, players: total });
    // Each player's sequence is complete: nothing lost, nothing doubled.
    const perPlayer = await site.database.query<{ n: number; seqs: number }>(
      'select count(*)::int as n, count(distinct seq)::int as seqs from plays group by player_id',
    );
    expect(perPlayer).toHaveLength(playersCount);
    expect(perPlayer.every((row) => row.n === playsEach && row.seqs === playsEach)).toBe(true);
    const ids = recordsByPlayer.flat().map((record) => record.playId);
    const [stored] = await site.database.query<{ n: number }>(
      'select count(*)::int as n from plays where play_id = any($1::text[])',
      [ids],
    );
    expect(stored!.n).toBe(ids.length);
    // A record whose answer the crash swallowed comes back as a duplicate, never as a second row.
    expect(accepted).toBeLessThanOrEqual(ids.length);
    expect(accepted + duplicates).toBeGreaterThanOrEqual(ids.length);
  });
});
