import { PAGE_EDIT_PATHS, type ErrorAnswer, type PageEditAnswer, type WebsitePage } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { claimsOf, customerToken, loginOwner, post, signAs, SUNRISE_LOGIN } from '../auth/auth-test-kit';
import { pageOf, sectionNamed, sectionRows } from './page-edit-test-kit';

type Caller = 'nobody' | 'bad token' | 'expired owner' | 'deleted owner' | 'customer' | 'other owner' | 'owner';
const REFUSED: [Caller, number, string][] = [
  ['nobody', 401, 'NO_TOKEN'],
  ['bad token', 401, 'TOKEN_INVALID'],
  ['expired owner', 401, 'TOKEN_EXPIRED'],
  ['deleted owner', 401, 'USER_NOT_FOUND'],
  ['customer', 403, 'FORBIDDEN'],
  ['other owner', 403, 'FORBIDDEN'],
];

describeEachDatabase('edit mode: who may change a page', (ctx) => {
  let page: WebsitePage;
  let tokens: Record<Caller, string | undefined>;

  beforeAll(async () => {
    const demo = await seededSite(ctx.db, 'demo');
    page = await pageOf(ctx);
    const owner = await loginOwner(ctx, { email: 'owner@demo.localhost', password: 'kaveri-demo-2025' });
    const sub = claimsOf(owner.accessToken).sub;
    tokens = {
      nobody: undefined,
      'bad token': `${owner.accessToken.slice(0, -4)}AAAA`,
      'expired owner': signAs(sub, 'user', demo.id, () => Date.now() - 20 * 60_000),
      'deleted owner': signAs('e'.repeat(24), 'user', demo.id),
      customer: await customerToken(ctx, demo.id),
      'other owner': (await loginOwner(ctx, SUNRISE_LOGIN)).accessToken,
      owner: owner.accessToken,
    };
  });

  /** Each action on the demo home page's Flash Sale section. */
  const actions = (): [string, string, Record<string, unknown>][] => {
    const section = sectionNamed(page.sections, 'Flash Sale');
    return [
      ['update', PAGE_EDIT_PATHS.updateSection, { sectionId: section._id, values: [{ key: 'Title', value: 'Hacked' }] }],
      ['duplicate', PAGE_EDIT_PATHS.duplicateSection, { sectionId: section._id, pageId: page._id, accountTypeId: page.accountTypeId }],
      ['hide', PAGE_EDIT_PATHS.sectionStatus, { sectionId: section._id, status: 'hide' }],
      ['remove', PAGE_EDIT_PATHS.removeSection, { sectionId: section._id }],
    ];
  };

  it.each(REFUSED)('refuses every action for %s (%i %s) and changes nothing', async (caller, status, code) => {
    const before = await sectionRows(ctx, page._id);
    for (const [action, url, body] of actions()) {
      const token = tokens[caller];
      const res = await post<ErrorAnswer>(ctx, url, body, token ? { token } : {});
      expect([action, res.status, res.body.code]).toEqual([action, status, code]);
      if (status === 403) expect(res.body.message).toBe('You do not have permission to edit this website');
    }
    expect(await sectionRows(ctx, page._id)).toEqual(before);
  });

  it("refuses a duplicate into another business's account with 403, and one naming another page with 400", async () => {
    const sunrise = await seededSite(ctx.db, 'sunrise');
    const section = sectionNamed(page.sections, 'Banner');
    const before = await sectionRows(ctx, page._id);
    const token = tokens.owner;
    const otherAccount = await post<ErrorAnswer>(ctx, PAGE_EDIT_PATHS.duplicateSection, { sectionId: section._id, pageId: page._id, accountTypeId: sunrise.id }, { token });
    expect([otherAccount.status, otherAccount.body.code]).toEqual([403, 'FORBIDDEN']);
    const about = await pageOf(ctx, 'demo', '/about');
    const otherPage = await post<ErrorAnswer>(ctx, PAGE_EDIT_PATHS.duplicateSection, { sectionId: section._id, pageId: about._id, accountTypeId: page.accountTypeId }, { token });
    expect(otherPage.status).toBe(400);
    expect(otherPage.body.message).toContain('pageId');
    expect(await sectionRows(ctx, page._id)).toEqual(before);
  });

  it('answers 404 SECTION_NOT_FOUND for a section that does not exist', async () => {
    const res = await post<ErrorAnswer>(ctx, PAGE_EDIT_PATHS.sectionStatus, { sectionId: '0'.repeat(24), status: 'hide' }, { token: tokens.owner });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Section not found', code: 'SECTION_NOT_FOUND' });
  });

  it("lets the site's own owner act (the last check of the matrix)", async () => {
    const section = sectionNamed(page.sections, 'Flash Sale');
    const res = await post<PageEditAnswer>(ctx, PAGE_EDIT_PATHS.sectionStatus, { sectionId: section._id, status: 'hide' }, { token: tokens.owner });
    expect(res.status).toBe(200);
    expect(res.body.pageDetails.sections.find((s) => s._id === section._id)?.status).toBe('hide');
  });
});
