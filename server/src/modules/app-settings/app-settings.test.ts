import { productionJwtSecret } from '../../../test/secrets';
import { ConfigError, loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../../test/app';

const query = `{
  appSettings {
    whatsappNumber whatsappUrl mapTileUrl mapTileAttribution helpVideoUrl contactEmail
    legalNotice { company address registration representative }
    team { role name bio { en vn } }
  }
}`;

describe('appSettings', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('answers the defaults to anyone', async () => {
    const t = await startTestApp();
    apps.push(t);
    const body = (await t.graphql(query)).json();
    expect(body.errors).toBeUndefined();
    expect(body.data.appSettings).toEqual({
      whatsappNumber: '+84 90 123 4567',
      whatsappUrl: 'https://wa.me/84901234567',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap contributors',
      helpVideoUrl: null,
      contactEmail: 'hello@xemay.vn',
      legalNotice: null,
      team: [
        expect.objectContaining({ role: 'FOUNDER', name: 'Linh Nguyễn' }),
        expect.objectContaining({ role: 'COFOUNDER', name: 'Tom Becker' }),
      ],
    });
  });

  it('answers what the environment sets', async () => {
    const t = await startTestApp({
      WHATSAPP_NUMBER: '+84 (28) 3822-1234',
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
      HELP_VIDEO_URL: 'https://video.example.org/how-to-rent',
      CONTACT_EMAIL: 'support@example.org',
      OPERATOR_COMPANY: 'Example Rentals Co., Ltd.',
      OPERATOR_ADDRESS: '1 Example Street, Hội An, Vietnam',
      OPERATOR_REGISTRATION: 'Enterprise code 4000000001',
      FOUNDER_NAME: 'Mai Phạm',
      FOUNDER_BIO_EN: 'Rents bikes in Huế.',
      COFOUNDER_NAME: 'Sam Lee',
    });
    apps.push(t);
    expect((await t.graphql(query)).json().data.appSettings).toEqual({
      whatsappNumber: '+84 (28) 3822-1234',
      whatsappUrl: 'https://wa.me/842838221234',
      mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png',
      mapTileAttribution: '© Example Maps',
      helpVideoUrl: 'https://video.example.org/how-to-rent',
      contactEmail: 'support@example.org',
      legalNotice: {
        company: 'Example Rentals Co., Ltd.',
        address: '1 Example Street, Hội An, Vietnam',
        registration: 'Enterprise code 4000000001',
        representative: null,
      },
      team: [
        {
          role: 'FOUNDER',
          name: 'Mai Phạm',
          bio: { en: 'Rents bikes in Huế.', vn: 'Rents bikes in Huế.' },
        },
        { role: 'COFOUNDER', name: 'Sam Lee', bio: null },
      ],
    });
  });
});

describe('the app settings in the configuration', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it.each([
    ['WHATSAPP_NUMBER', '123'],
    ['WHATSAPP_NUMBER', 'call me'],
    ['WHATSAPP_NUMBER', '+84 90 123 4567 8901 2345'],
    ['MAP_TILE_URL', 'ftp://tile.example.org/{z}/{x}/{y}.png'],
    ['MAP_TILE_URL', 'https://tile.example.org/{z}/{x}.png'],
    ['MAP_TILE_URL', 'tile.example.org/{z}/{x}/{y}.png'],
    ['MAP_TILE_URL', 'https://tile.{z}.example.org/{z}/{x}/{y}.png'],
    ['MAP_TILE_URL', "https://tile.example.org;script-src 'unsafe-inline'/{z}/{x}/{y}.png"],
    ['HELP_VIDEO_URL', 'javascript:alert(1)'],
    ['HELP_VIDEO_URL', 'not a url'],
    ['CONTACT_EMAIL', 'hello'],
    ['MAP_TILE_ATTRIBUTION', 'x'.repeat(501)],
    ['OPERATOR_COMPANY', 'x'.repeat(301)],
    ['OPERATOR_REGISTRATION', 'Enterprise code 4000000001'],
    ['OPERATOR_COMPANY', 'A company without an address'],
    ['FOUNDER_BIO_EN', 'A bio without a name'],
    ['COFOUNDER_NAME', 'x'.repeat(101)],
  ])('refuses %s=%s', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
  });

  it('presents no made-up team without the demo data, and a Vietnamese bio only with an English one', () => {
    expect(load({ SEED_DEMO_DATA: 'false' }).appSettings.team).toEqual([]);
    expect(
      load({ NODE_ENV: 'production', JWT_SECRET: productionJwtSecret }).appSettings.team,
    ).toEqual([]);
    expect(() => load({ FOUNDER_NAME: 'Mai Phạm', FOUNDER_BIO_VN: 'Cho thuê xe ở Huế.' })).toThrow(
      ConfigError,
    );
  });

  it('accepts http tile servers and an empty value as the default', () => {
    const config = load({
      MAP_TILE_URL: 'http://localhost:8080/tiles/{z}/{x}/{y}.png',
      HELP_VIDEO_URL: '',
      WHATSAPP_NUMBER: '',
    });
    expect(config.appSettings.mapTileUrl).toBe('http://localhost:8080/tiles/{z}/{x}/{y}.png');
    expect(config.appSettings.helpVideoUrl).toBeNull();
    expect(config.appSettings.whatsappNumber).toBe('+84 90 123 4567');
  });
});
