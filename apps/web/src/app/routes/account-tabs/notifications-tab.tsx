/** The Notifications tab (/tab/notification, /tab/3): the customer's notifications. */
export function NotificationsTab() {
  return (
    <section className="card" style={{ padding: 'var(--space-6)' }}>
      <h2>Notifications</h2>
      <p>You have no notifications yet.</p>
    </section>
  );
}
