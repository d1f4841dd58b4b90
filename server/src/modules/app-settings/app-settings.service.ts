import type { AppSettings } from '../../config';

/** The settings the web app needs from the server (from the environment, see config.ts). */
export class AppSettingsService {
  constructor(private readonly settings: AppSettings) {}

  current(): AppSettings {
    return this.settings;
  }
}
