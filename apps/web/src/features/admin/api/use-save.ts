import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A console write that refreshes the lists under `key` it changed; it settles once they are refetched. */
export function useSave<T, R>(key: readonly string[], save: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}
