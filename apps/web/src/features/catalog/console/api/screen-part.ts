import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../../components/console/keys';
import { api } from '../../../../lib/api-client';

/** What the console reads (and writes) of one screen at /api/admin/screens/:id/<part>. */
type ScreenPart = 'category-rules' | 'display-area' | 'permits';

export const screenPartKey = (screenId: number, part: ScreenPart) =>
  [...adminKeys.screen(screenId), part] as const;

const partUrl = (screenId: number, part: ScreenPart) => `/api/admin/screens/${screenId}/${part}`;

/** GET one part of a screen. */
export function useScreenPart<T>(screenId: number, part: ScreenPart) {
  return useQuery({
    queryKey: screenPartKey(screenId, part),
    queryFn: () => api.get<T>(partUrl(screenId, part)),
  });
}

/** PUT one part of a screen, the body made from the input; the answer, as saved, is kept. */
export function useSaveScreenPart<T, TInput>(
  screenId: number,
  part: ScreenPart,
  body: (input: TInput) => Parameters<typeof api.put>[1],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => api.put<T>(partUrl(screenId, part), body(input)),
    onSuccess: (saved) => queryClient.setQueryData(screenPartKey(screenId, part), saved),
  });
}
