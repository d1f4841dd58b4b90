import { render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import type { Plugin } from 'vite';
import { compileMessages, precompileMessages } from '../../build/precompile-messages';
import { messages } from './messages';

const { en, vn } = messages;

function transformOf(plugin: Plugin) {
  return plugin.transform as (code: string, id: string) => { code: string } | null;
}

describe('precompiled messages (what builds ship)', () => {
  it('compile every message of both catalogues', () => {
    expect(Object.keys(compileMessages(en, 'en'))).toEqual(Object.keys(en));
    expect(Object.keys(compileMessages(vn, 'vi'))).toEqual(Object.keys(vn));
  });

  it('format as the source texts do', () => {
    render(
      <IntlProvider locale="vi" messages={compileMessages(vn, 'vi')}>
        <FormattedMessage id="cities.shopCount" values={{ count: 3 }} />|
        <FormattedMessage id="footer.copyright" values={{ year: 2031 }} />
      </IntlProvider>,
    );
    expect(screen.getByText(/3 cửa hàng/)).toHaveTextContent('3 cửa hàng|© 2031 xemay');
  });

  it('name the message that is not valid ICU', () => {
    expect(() => compileMessages({ 'bad.one': '{count, plural, one {#}' }, 'en')).toThrow(
      /"bad\.one" \(en\)/,
    );
  });

  it('replace the catalogues only, with JSON that Vite can still import', () => {
    const transform = transformOf(precompileMessages());
    const catalogue = transform(JSON.stringify(en), '/app/web/src/i18n/en/shell.json');
    expect(JSON.parse(catalogue!.code)['app.name']).toEqual([{ type: 0, value: 'xemay' }]);
    expect(transform('{"a":"b"}', '/app/web/src/other.json')).toBeNull();
  });
});
