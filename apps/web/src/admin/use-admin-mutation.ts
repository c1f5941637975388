'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from '@/hooks/use-notify';

/**
 * Every admin change: sent as a TanStack mutation, the API's message shown with the shop's
 * titles, and the lists and records it touches fetched again. Failures are already shown by the
 * API client (with field errors for forms to pick up from `error`).
 */
export function useAdminMutation<Input, Reply>(options: {
  mutationFn: (input: Input) => Promise<{ message: string; result: Reply }>;
  invalidates: readonly QueryKey[];
  onSuccess?: (result: Reply, input: Input) => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async ({ message, result }, input) => {
      notify.success(message);
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      options.onSuccess?.(result, input);
    },
  });
}
