import type { Billboard } from '@screenspot/contracts/billboard';
import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { billboardsKey, loadedBillboards, type BillboardPage } from './get-billboards';

export function getBillboard(ledId: number): Promise<Billboard> {
  return api.get<Billboard>(withQuery('/api/leds', { ledId }));
}

export function billboardQuery(ledId: number) {
  return queryOptions({
    queryKey: ['billboard', ledId],
    queryFn: () => getBillboard(ledId),
  });
}

/** One screen; shown at once from any list already loaded, then confirmed by the server. */
export function useBillboard(ledId: number, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    ...billboardQuery(ledId),
    enabled,
    placeholderData: () =>
      queryClient
        .getQueriesData<InfiniteData<BillboardPage>>({ queryKey: billboardsKey })
        .flatMap(([, data]) => loadedBillboards(data))
        .find((billboard) => billboard.ledId === ledId),
  });
}
