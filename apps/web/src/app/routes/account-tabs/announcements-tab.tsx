/** The Announcements tab (/tab/announcment, /tab/2): the customer's orders. */
export function AnnouncementsTab() {
  return (
    <section className="card" style={{ padding: 'var(--space-6)' }}>
      <h2>Announcements</h2>
      <p>For changes, please contact support.</p>
    </section>
  );
}
