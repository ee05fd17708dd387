import type { ScreenCategoryRules } from '@screenspot/contracts/compliance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

const rulesKey = (screenId: number) => ['admin', 'screen', screenId, 'category-rules'] as const;

/** A screen's category rules (decision 0047). */
export function useCategoryRules(screenId: number) {
  return useQuery({
    queryKey: rulesKey(screenId),
    queryFn: () => api.get<ScreenCategoryRules>(`/api/admin/screens/${screenId}/category-rules`),
  });
}

export function useSaveCategoryRules(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ScreenCategoryRules) =>
      api.put<ScreenCategoryRules>(`/api/admin/screens/${screenId}/category-rules`, rules),
    onSuccess: (rules) => queryClient.setQueryData(rulesKey(screenId), rules),
  });
}
