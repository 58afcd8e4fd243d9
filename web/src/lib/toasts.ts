import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { errorMessage } from './api';

// react-toastify loads with the first toast (or the toast area), not with the landing page.
const toastify = () => import('react-toastify');

export const notify = {
  success: (message: string) => void toastify().then(({ toast }) => toast.success(message)),
  /** A failure: an error is worded as the API or identity service refused it; a text is shown as it is. */
  error: (error: unknown) => {
    const message = typeof error === 'string' ? error : errorMessage(error);
    void toastify().then(({ toast }) => toast.error(message));
  },
};

export interface AppMutationOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, unknown, TVariables>,
  'onSuccess' | 'onError'
> {
  /** The toast on success: a text, or one made from the answer. */
  success: string | ((data: TData, variables: TVariables) => string);
  /** Queries the change makes out of date. */
  invalidates?: QueryKey[];
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  /** Runs after the error toast, e.g. to put field messages on a form. */
  onError?: (error: unknown, variables: TVariables) => void;
  /** Leave the failure to the caller's form instead of a toast. */
  silentError?: boolean;
}

/** Every change the user makes goes through here, so each one says whether it worked. */
export function useAppMutation<TData, TVariables = void>({
  success,
  invalidates = [],
  onSuccess,
  onError,
  silentError,
  ...options
}: AppMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVariables>({
    ...options,
    onSuccess: async (data, variables) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notify.success(typeof success === 'function' ? success(data, variables) : success);
      await onSuccess?.(data, variables);
    },
    onError: (error, variables) => {
      if (!silentError) notify.error(error);
      onError?.(error, variables);
    },
  });
}
