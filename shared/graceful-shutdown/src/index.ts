export { consoleShutdownLog, gracefulShutdown, type GracefulShutdown, type GracefulShutdownOptions, type ShutdownLog, type ShutdownStep } from './graceful-shutdown';
