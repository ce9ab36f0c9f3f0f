/** Shown if the app cannot even start (for example the demo backend's seed failed). Plain DOM: no providers yet. */
export function StartupError({ message }: { message: string }) {
  return (
    <div role="alert" style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
      <h1 style={{ color: '#C5331E' }}>RailBite could not start</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '10px 20px', fontSize: 16 }}>
        Try again
      </button>
    </div>
  );
}
