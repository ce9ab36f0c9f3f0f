import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppStartup } from './application/startup/AppStartup';
import { bootstrapContainer } from './infrastructure/di/bootstrap';
import { startupDemoReset } from './infrastructure/di/startupDemoReset';
import { App } from './ui/app/App';
import { StartupError } from './ui/app/StartupError';

const root = createRoot(document.getElementById('root')!);

bootstrapContainer().then(
  (container) => {
    root.render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    );
    void container.get(AppStartup).run();
  },
  (error: unknown) => {
    console.error('RailBite failed to start', error);
    const onResetDemoData = startupDemoReset() ?? undefined;
    root.render(<StartupError message="Something went wrong while starting the app. Please try again." onResetDemoData={onResetDemoData} />);
  },
);
