import { useT } from '../i18n/useT';

const buttonStyle = { padding: '10px 20px', fontSize: 16, margin: 6 } as const;

/**
 * Shown if the app cannot even start (for example the demo backend's seed failed). Plain DOM: no providers yet.
 * In the offline demo it also offers 'Reset demo data', which forgets the saved demo and starts afresh. Worded from the
 * home catalog, in the language the start got as far as loading (English, compiled into the start-up code, else).
 */
export function StartupError({ onResetDemoData }: { onResetDemoData?: () => void }) {
  const t = useT();
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
      <h1 style={{ color: '#C5331E' }}>{t('shell.startup.title')}</h1>
      <p>{t('shell.startup.failed')}</p>
      <button type="button" onClick={() => window.location.reload()} style={buttonStyle}>
        {t('common.tryAgain')}
      </button>
      {onResetDemoData && (
        <>
          <button type="button" onClick={resetDemoData} style={buttonStyle}>
            {t('shell.resetDemo.button')}
          </button>
          <p style={{ color: '#555', fontSize: 14 }}>{t('shell.startup.resetHint')}</p>
        </>
      )}
    </div>
  );
}
