const buttonStyle = { padding: '10px 20px', fontSize: 16, margin: 6 } as const;

/**
 * Shown if the app cannot even start (for example the demo backend's seed failed). Plain DOM: no providers yet.
 * In the offline demo it also offers 'Reset demo data', which forgets the saved demo and starts afresh.
 */
export function StartupError({ message, onResetDemoData }: { message: string; onResetDemoData?: () => void }) {
  const resetDemoData = () => {
    onResetDemoData?.();
    window.location.reload();
  };
  return (
    <div
      role="alert"
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 560,
        margin: '15vh auto',
        padding: 24,
        textAlign: 'center',
      }}
    >
      <h1 style={{ color: '#C5331E' }}>RailBite could not start</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()} style={buttonStyle}>
        Try again
      </button>
      {onResetDemoData && (
        <>
          <button type="button" onClick={resetDemoData} style={buttonStyle}>
            Reset demo data
          </button>
          <p style={{ color: '#555', fontSize: 14 }}>
            Reset demo data restores the demo customers, addresses, carts and orders as they were seeded; changes made
            in this demo are forgotten.
          </p>
        </>
      )}
    </div>
  );
}
