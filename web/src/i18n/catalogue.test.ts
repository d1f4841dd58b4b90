import { ownerScreenTexts } from '../shopowner/screenTexts';
import type * as CatalogueModule from './catalogue';

/** A catalogue module of its own: the test setup gives the shared one every text. */
function freshCatalogue(): typeof CatalogueModule {
  let fresh: typeof CatalogueModule | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof CatalogueModule>('./catalogue');
  });
  return fresh!;
}

describe('the texts, loaded in parts', () => {
  it('has English, the default, from the start, and nothing else', () => {
    const catalogue = freshCatalogue();
    expect(catalogue.currentMessages('en')?.['app.name']).toBeDefined();
    expect(catalogue.currentMessages('en')?.['search.sort.title']).toBeUndefined();
    expect(catalogue.currentMessages('vn')).toBeNull();
  });

  it('gives the landing page only its own texts, in the language asked for', async () => {
    const catalogue = freshCatalogue();
    await catalogue.requestTexts(['core'], 'vn');
    const texts = catalogue.currentMessages('vn')!;
    expect(texts['app.name']).toBeDefined();
    expect(texts['landing.hero.title'] ?? texts['tripForm.label']).toBeDefined();
    expect(Object.keys(texts).some((id) => id.startsWith('reservation.'))).toBe(false);
    expect(catalogue.currentMessages('vn')).not.toBe(catalogue.currentMessages('en'));
  });

  it('adds the other screens’ texts when one of them is shown', async () => {
    const catalogue = freshCatalogue();
    await catalogue.requestTexts(['core'], 'en');
    await catalogue.requestTexts(['rest']);
    const texts = catalogue.currentMessages('en')!;
    expect(texts['app.name']).toBeDefined();
    expect(Object.keys(texts).some((id) => id.startsWith('reservation.'))).toBe(true);
  });

  it('loads every part shown so far before switching language', async () => {
    const catalogue = freshCatalogue();
    await catalogue.requestTexts(['core', 'rest'], 'en');
    await catalogue.switchTexts('vn');
    const texts = catalogue.currentMessages('vn')!;
    expect(Object.keys(texts).some((id) => id.startsWith('reservation.'))).toBe(true);
    // Later parts come in the new language.
    expect(catalogue.currentMessages('vn')).toBe(texts);
  });

  it('switches to the language chosen last, even when an earlier choice’s texts arrive after it', async () => {
    const catalogue = freshCatalogue();
    await catalogue.requestTexts(['core', 'rest'], 'en');
    // Vietnamese still has to be downloaded; English, asked for next, is there already.
    const toVietnamese = catalogue.switchTexts('vn');
    const toEnglish = catalogue.switchTexts('en');
    expect(await toEnglish).toBe(true);
    expect(await toVietnamese).toBe(false);
    // Parts asked for later come in English, the language shown.
    await catalogue.requestTexts(['owner']);
    expect(catalogue.currentMessages('en')?.['owner.header.name']).toBeDefined();
    expect(catalogue.currentMessages('vn')?.['owner.header.name']).toBeUndefined();
  });

  function withOwnerScreenTexts(catalogue: typeof CatalogueModule): typeof CatalogueModule {
    catalogue.addTextParts(ownerScreenTexts);
    return catalogue;
  }

  it('gives an owner’s page the area’s texts, and a screen’s own texts only with that screen', async () => {
    const catalogue = withOwnerScreenTexts(freshCatalogue());
    await catalogue.requestTexts(['core', 'owner'], 'en');
    const areaTexts = catalogue.currentMessages('en')!;
    expect(areaTexts['owner.header.name']).toBeDefined();
    expect(Object.keys(areaTexts).some((id) => id.startsWith('owner.errors.'))).toBe(true);
    expect(Object.keys(areaTexts).some((id) => id.startsWith('owner.bikes.'))).toBe(false);
    await catalogue.requestTexts(['owner-bookings']);
    const withBookings = catalogue.currentMessages('en')!;
    expect(Object.keys(withBookings).some((id) => id.startsWith('owner.bookingEdit.'))).toBe(true);
    expect(Object.keys(withBookings).some((id) => id.startsWith('owner.history.'))).toBe(true);
    expect(Object.keys(withBookings).some((id) => id.startsWith('owner.bikes.'))).toBe(false);
  });

  it('loads a screen’s own texts in the new language when the owner switches', async () => {
    const catalogue = withOwnerScreenTexts(freshCatalogue());
    await catalogue.requestTexts(['core', 'owner', 'owner-bikes'], 'en');
    await catalogue.switchTexts('vn');
    const texts = catalogue.currentMessages('vn')!;
    expect(Object.keys(texts).some((id) => id.startsWith('owner.bikes.'))).toBe(true);
    expect(Object.keys(texts).some((id) => id.startsWith('owner.offers.'))).toBe(false);
  });
});
