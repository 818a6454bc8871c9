declare const __BUILD_LABEL__: string;
declare const __APP_VERSION__: string;
