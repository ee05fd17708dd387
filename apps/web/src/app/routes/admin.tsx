import { useOperator } from '../../features/admin/api/get-operator';
import { AdminConsole } from '../../features/admin/components/admin-console';
import { useLiveUpdates } from '../use-live-updates';

/** The operator console: its own lazy chunk, outside the shared layout. */
export function Component() {
  // The queue, the summary and the order lists follow changes made anywhere, at once.
  useLiveUpdates(useOperator().isSuccess);
  return <AdminConsole />;
}
