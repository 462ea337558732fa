import { API_PATHS, PAGE_EDIT_PATHS, type ErrorAnswer, type PageAnswer, type PageEditAnswer, type Section } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { get, seededSite } from '../../test/fixtures';
import { loginOwner, post } from '../auth/auth-test-kit';
import { pageOf, sectionNamed } from './page-edit-test-kit';

const value = (section: Section | undefined, key: string) => section?.values.find((v) => v.key === key)?.value;

describeEachDatabase('edit mode: section actions', (ctx) => {
  let token: string;
  beforeAll(async () => {
    token = (await loginOwner(ctx)).accessToken;
  });
  const act = <T = PageEditAnswer>(url: string, body: unknown) => post<T>(ctx, url, body, { token });

  describe('update_page_section_data', () => {
    it('replaces the keys sent, keeps the others, and answers the page with the message', async () => {
      const page = await pageOf(ctx);
      const flash = sectionNamed(page.sections, 'Flash Sale');
      const res = await act(PAGE_EDIT_PATHS.updateSection, {
        sectionId: flash._id,
        values: [
          { key: 'Title', value: 'Diwali Flash Sale', type: 'text' },
          { key: 'Background Color', value: '#1E3A8A', type: 'color' },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Section updated successfully');
      const updated = res.body.pageDetails.sections.find((s) => s._id === flash._id);
      expect(value(updated, 'Title')).toBe('Diwali Flash Sale');
      expect(value(updated, 'Background Color')).toBe('#1E3A8A');
      expect(value(updated, 'Sub Title')).toBe(value(flash, 'Sub Title'));
      expect(updated?.values.map((v) => v.key)).toEqual(flash.values.map((v) => v.key));
      // pageDetails is the page answer's websitePage, every section included
      expect(res.body.pageDetails).toEqual(await pageOf(ctx));
      expect(value((await pageOf(ctx)).sections.find((s) => s._id === flash._id), 'Title')).toBe('Diwali Flash Sale');
    });

    it('replaces a list key as a whole, in the order sent', async () => {
      const banner = sectionNamed((await pageOf(ctx)).sections, 'Banner');
      const images = banner.values.filter((v) => v.key === 'Image');
      const reordered = [images[2], images[0]].map((v) => ({ ...v, label: `${v?.label} (edited)` }));
      const res = await act(PAGE_EDIT_PATHS.updateSection, { sectionId: banner._id, values: reordered });
      const after = res.body.pageDetails.sections.find((s) => s._id === banner._id);
      expect(after?.values.filter((v) => v.key === 'Image').map((v) => v.value)).toEqual([images[2]?.value, images[0]?.value]);
      expect(after?.values.filter((v) => v.key === 'Image').every((v) => v.label?.endsWith('(edited)') && v.allowToAddMultiple)).toBe(true);
    });

    it.each([
      [{ key: 'Text Color 1', value: 'url(https://tracker.example/x)' }, 'Text Color 1: Enter a colour'],
      [{ key: 'Image', value: 'javascript:alert(1)', type: 'image' }, 'Image: Enter an image address'],
      [{ key: 'Image', value: '/b.svg', url: 'javascript:alert(1)' }, 'Image: Enter a web address'],
      [{ key: 'Title', value: 'x'.repeat(20_001) }, 'values.0.value'],
    ])('refuses %j with 400 and changes nothing', async (entry, message) => {
      const flash = sectionNamed((await pageOf(ctx)).sections, 'Flash Sale');
      const res = await act<ErrorAnswer>(PAGE_EDIT_PATHS.updateSection, { sectionId: flash._id, values: [entry] });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.message).toContain(message);
      expect(sectionNamed((await pageOf(ctx)).sections, 'Flash Sale')).toEqual(flash);
    });

    it('removes control characters from text', async () => {
      const flash = sectionNamed((await pageOf(ctx)).sections, 'Flash Sale');
      const res = await act(PAGE_EDIT_PATHS.updateSection, { sectionId: flash._id, values: [{ key: 'Sub Title', value: 'Today\u0007 only\nhurry' }] });
      expect(value(res.body.pageDetails.sections.find((s) => s._id === flash._id), 'Sub Title')).toBe('Today only\nhurry');
    });
  });

  describe('connecting a catalogue (update with catalogueId / catalogueSlug)', () => {
    it('connects by slug, stores id and slug, and the storefront lists its products', async () => {
      const demo = await seededSite(ctx.db, 'demo');
      const featured = sectionNamed((await pageOf(ctx)).sections, 'Featured Products', 'Festive Home Decor');
      const res = await act(PAGE_EDIT_PATHS.updateSection, { sectionId: featured._id, values: [{ key: 'catalogueSlug', value: 'kitchen-spices', type: 'catalogue' }] });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Catalogue connected successfully');
      const after = res.body.pageDetails.sections.find((s) => s._id === featured._id);
      expect(value(after, 'catalogueId')).toBe(demo.catalogue('kitchen-spices').id);
      expect(value(after, 'catalogueSlug')).toBe('kitchen-spices');
      expect(value(after, 'Title')).toBe('Festive Home Decor');
      expect(after?.values.filter((v) => v.key === 'catalogueId')).toHaveLength(1);
    });

    it('connects by id alone too', async () => {
      const demo = await seededSite(ctx.db, 'demo');
      const featured = sectionNamed((await pageOf(ctx)).sections, 'Featured Products', 'Bestselling Sarees & Apparel');
      const id = demo.catalogue('home-decor').id;
      const res = await act(PAGE_EDIT_PATHS.updateSection, { sectionId: featured._id, values: [{ key: 'catalogueId', value: id, type: 'catalogue' }] });
      const after = res.body.pageDetails.sections.find((s) => s._id === featured._id);
      expect([value(after, 'catalogueId'), value(after, 'catalogueSlug')]).toEqual([id, 'home-decor']);
      // put it back for the other tests
      await act(PAGE_EDIT_PATHS.updateSection, { sectionId: featured._id, values: [{ key: 'catalogueSlug', value: 'sarees-apparel' }] });
    });

    it("refuses another business's catalogue or an unknown one with 404", async () => {
      const sunrise = await seededSite(ctx.db, 'sunrise');
      const [sunriseCatalogue] = (await get<{ data: { _id: string }[] }>(ctx, API_PATHS.catalogues, { accountTypeId: sunrise.id })).body.data;
      const featured = sectionNamed((await pageOf(ctx)).sections, 'Featured Products', 'Bestselling Sarees & Apparel');
      for (const entry of [{ key: 'catalogueId', value: sunriseCatalogue?._id ?? '' }, { key: 'catalogueSlug', value: 'no-such-catalogue' }]) {
        const res = await act<ErrorAnswer>(PAGE_EDIT_PATHS.updateSection, { sectionId: featured._id, values: [entry] });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Catalogue not found', code: 'CATALOGUE_NOT_FOUND' });
      }
      expect(sectionNamed((await pageOf(ctx)).sections, 'Featured Products', 'Bestselling Sarees & Apparel')).toEqual(featured);
    });
  });

  describe('duplicate_website_page_section', () => {
    it('puts the copy right after the original and moves the rest down', async () => {
      const page = await pageOf(ctx);
      const original = sectionNamed(page.sections, 'Shop by Category');
      const res = await act(PAGE_EDIT_PATHS.duplicateSection, { sectionId: original._id, pageId: page._id, accountTypeId: page.accountTypeId });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Section duplicated successfully');
      const sections = res.body.pageDetails.sections;
      expect(sections).toHaveLength(page.sections.length + 1);
      const at = sections.findIndex((s) => s._id === original._id);
      const copy = sections[at + 1];
      expect(copy).toMatchObject({ name: original.name, status: original.status, viewMode: original.viewMode, values: original.values, indexPosition: original.indexPosition + 1 });
      expect(copy?._id).not.toBe(original._id);
      // every later section moved one place; positions stay unique
      const positions = sections.map((s) => s.indexPosition);
      expect(new Set(positions).size).toBe(positions.length);
      for (const before of page.sections.filter((s) => s.indexPosition > original.indexPosition)) {
        expect(sections.find((s) => s._id === before._id)?.indexPosition).toBe(before.indexPosition + 1);
      }
      // visitors see the copy too
      const visible = (await get<PageAnswer>(ctx, API_PATHS.page, { subdomain: 'demo', customRoute: '/', viewMode: 'desktop' })).body.websitePage.sections;
      expect(visible.filter((s) => s.name === 'Shop by Category')).toHaveLength(2);
    });

    it('keeps indexPositions unique when two duplicates of one section arrive together', async () => {
      const page = await pageOf(ctx);
      const original = sectionNamed(page.sections, 'Featured Products', 'Festive Home Decor');
      const body = { sectionId: original._id, pageId: page._id, accountTypeId: page.accountTypeId };
      const answers = await Promise.all([act(PAGE_EDIT_PATHS.duplicateSection, body), act(PAGE_EDIT_PATHS.duplicateSection, body)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const positions = (await pageOf(ctx)).sections.map((s) => s.indexPosition);
      expect(new Set(positions).size).toBe(positions.length);
    });
  });

  describe('update_page_section_status and remove_website_page_section', () => {
    it('hides a section from visitors, keeps it for edit mode, and shows it again', async () => {
      const text = sectionNamed((await pageOf(ctx)).sections, 'Text banner');
      const hidden = await act(PAGE_EDIT_PATHS.sectionStatus, { sectionId: text._id, status: 'hide' });
      expect(hidden.body.message).toBe('Section hidden successfully');
      expect(hidden.body.pageDetails.sections.find((s) => s._id === text._id)?.status).toBe('hide');
      const visitor = (await get<PageAnswer>(ctx, API_PATHS.page, { subdomain: 'demo', viewMode: 'desktop' })).body.websitePage.sections;
      expect(visitor.some((s) => s._id === text._id)).toBe(false);
      const shown = await act(PAGE_EDIT_PATHS.sectionStatus, { sectionId: text._id, status: 'show' });
      expect(shown.body.message).toBe('Section shown successfully');
      expect(shown.body.pageDetails.sections.find((s) => s._id === text._id)?.status).toBe('show');
    });

    it('removes a section for good', async () => {
      const page = await pageOf(ctx);
      const original = sectionNamed(page.sections, 'Flash Sale');
      const copy = await act(PAGE_EDIT_PATHS.duplicateSection, { sectionId: original._id, pageId: page._id, accountTypeId: page.accountTypeId });
      const copyId = copy.body.pageDetails.sections.find((s) => s.name === 'Flash Sale' && s._id !== original._id)?._id ?? '';
      const res = await act(PAGE_EDIT_PATHS.removeSection, { sectionId: copyId });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Section removed successfully');
      expect(res.body.pageDetails.sections.some((s) => s._id === copyId)).toBe(false);
      expect((await pageOf(ctx)).sections.some((s) => s._id === copyId)).toBe(false);
      const again = await act<ErrorAnswer>(PAGE_EDIT_PATHS.removeSection, { sectionId: copyId });
      expect(again.status).toBe(404);
    });

    it.each([
      [PAGE_EDIT_PATHS.sectionStatus, { sectionId: 'a'.repeat(24), status: 'visible' }, 'status'],
      [PAGE_EDIT_PATHS.removeSection, { sectionId: 'not-an-id' }, 'sectionId'],
      [PAGE_EDIT_PATHS.removeSection, { sectionId: 'a'.repeat(24), extra: true }, 'extra'],
    ])('refuses a bad body for %s with 400 naming %j', async (url, body, field) => {
      const res = await act<ErrorAnswer>(url, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(String(field));
    });
  });

  it('lists the edit routes in the OpenAPI description', async () => {
    const { body } = await get<{ paths: Record<string, unknown> }>(ctx, '/docs/json');
    for (const path of Object.values(PAGE_EDIT_PATHS)) expect(body.paths).toHaveProperty([path]);
  });
});
