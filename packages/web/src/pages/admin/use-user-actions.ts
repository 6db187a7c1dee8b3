import type { AdminUser } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';
import { adminErrorMessage } from './admin-view.js';

/** What a user row asks the administrator to confirm. */
export type PendingAction =
  | { kind: 'exempt'; user: AdminUser; exempt: boolean }
  | { kind: 'unlock'; user: AdminUser };

/**
 * The Users tab's row actions: the one waiting for confirmation, its failure, and the server call
 * (Grant or Revoke exempt, Unlock) that, once done, reloads the users, the counts and the audit log.
 */
export function useUserActions() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit.all }),
    ]);
  /** A row's button: ask for confirmation, clearing the last failure. */
  const ask = useCallback((action: PendingAction) => {
    setActionError(null);
    setPending(action);
  }, []);
  const change = useMutation({
    mutationFn: async (action: PendingAction): Promise<void> => {
      if (action.kind === 'exempt') await api.admin.setExempt(action.user.id, { exempt: action.exempt });
      else await api.admin.unlockAccount(action.user.id);
    },
    onSuccess: () => void reload(),
    onError: (error, action) =>
      setActionError(adminErrorMessage(error, action.kind === 'exempt' ? 'exempt' : 'unlock')),
    onSettled: () => setPending(null),
  });
  return {
    pending,
    actionError,
    busy: change.isPending,
    ask,
    confirm: () => pending && change.mutate(pending),
    cancel: () => !change.isPending && setPending(null),
  };
}
