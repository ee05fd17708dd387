import { AdminConsole } from '../../features/admin/components/admin-console';

/** The operator console: its own lazy chunk, outside the shared layout. */
export function Component() {
  return <AdminConsole />;
}
