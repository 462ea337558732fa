import { ADDRESS_MESSAGES } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { seededSite } from '../../test/fixtures';
import { shopper } from '../cart/cart-test-kit';
import { addFor, deleteFor, homeAddress, listOf, updateFor } from './address-test-kit';

const namesAndDefaults = (data: { name: string; isDefault: boolean }[]) => data.map((a) => [a.name, a.isDefault]);

describeEachDatabase('delivery addresses', (ctx) => {
  let demoId: string;
  beforeAll(async () => {
    demoId = (await seededSite(ctx.db, 'demo')).id;
  });

  it('starts empty, makes the first address the default and answers the full list on add', async () => {
    const who = await shopper(ctx, demoId);
    expect((await listOf(ctx, who)).body.data).toEqual([]);
    const first = await addFor(ctx, who, homeAddress({ name: 'Home', isDefault: false }));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      expect.objectContaining({ name: 'Home', fullName: 'Asha Rao', countryCode: '+91', phone: '9876543210', pincode: '560001', type: 'home', isDefault: true }),
    ]);
    const second = await addFor(ctx, who, homeAddress({ name: 'Office', type: 'work' }));
    expect(namesAndDefaults(second.body.data)).toEqual([['Home', true], ['Office', false]]);
  });

  it('keeps one default: a new default clears the old one, and unsetting the default is ignored', async () => {
    const who = await shopper(ctx, demoId);
    await addFor(ctx, who, homeAddress({ name: 'Home' }));
    const added = await addFor(ctx, who, homeAddress({ name: 'Office', isDefault: true }));
    expect(namesAndDefaults(added.body.data)).toEqual([['Office', true], ['Home', false]]);
    const home = added.body.data.find((a) => a.name === 'Home')!;
    const office = added.body.data.find((a) => a.name === 'Office')!;
    await updateFor(ctx, who, home._id, homeAddress({ name: 'Home', isDefault: true }));
    expect(namesAndDefaults((await listOf(ctx, who)).body.data)).toEqual([['Home', true], ['Office', false]]);
    const kept = await updateFor(ctx, who, home._id, homeAddress({ name: 'Home again', isDefault: false }));
    expect(kept.body.data).toMatchObject({ _id: home._id, name: 'Home again', isDefault: true });
    expect((await listOf(ctx, who)).body.data.find((a) => a._id === office._id)?.isDefault).toBe(false);
  });

  it('defaults the country code to +91 and trims the text it saves', async () => {
    const who = await shopper(ctx, demoId);
    const input = homeAddress({ fullName: '  Ravi  ', city: ' Pune ' });
    delete (input as Record<string, unknown>).countryCode;
    const { body } = await addFor(ctx, who, input);
    expect(body.data[0]).toMatchObject({ fullName: 'Ravi', city: 'Pune', countryCode: '+91' });
  });

  it.each([
    [{ fullName: '' }, ADDRESS_MESSAGES.fullName],
    [{ phone: '98765-43210' }, ADDRESS_MESSAGES.phone],
    [{ phone: '1234567890123456' }, ADDRESS_MESSAGES.phone],
    [{ addressLine1: '' }, ADDRESS_MESSAGES.addressLine1],
    [{ pincode: '56001' }, ADDRESS_MESSAGES.pincode],
    [{ city: '' }, ADDRESS_MESSAGES.city],
    [{ state: ' ' }, ADDRESS_MESSAGES.state],
    [{ countryCode: '+999' }, 'Please select a valid country code'],
  ])('refuses an add with %j: 400 and the spec message', async (change, message) => {
    const who = await shopper(ctx, demoId);
    const { status, body } = await addFor(ctx, who, homeAddress(change));
    expect({ status, code: body.code, message: body.message }).toEqual({ status: 400, code: 'VALIDATION_ERROR', message });
    expect((await listOf(ctx, who)).body.data).toEqual([]);
  });

  it("refuses a wrong update with the single 'Please enter valid details' and leaves the address as it was", async () => {
    const who = await shopper(ctx, demoId);
    const [saved] = (await addFor(ctx, who)).body.data;
    const { status, body } = await updateFor(ctx, who, saved!._id, homeAddress({ pincode: 'abcdef' }));
    expect({ status, message: body.message }).toEqual({ status: 400, message: 'Please enter valid details' });
    expect((await listOf(ctx, who)).body.data[0]).toMatchObject({ pincode: '560001' });
  });

  it('deletes only while more than one address exists, and passes the default on', async () => {
    const who = await shopper(ctx, demoId);
    await addFor(ctx, who, homeAddress({ name: 'Home' }));
    const { body } = await addFor(ctx, who, homeAddress({ name: 'Office' }));
    const [home, office] = body.data;
    expect((await deleteFor(ctx, who, home!._id)).body).toEqual({ success: true });
    expect(namesAndDefaults((await listOf(ctx, who)).body.data)).toEqual([['Office', true]]);
    const last = await deleteFor(ctx, who, office!._id);
    expect({ status: last.status, code: last.body.code, message: last.body.message }).toEqual({ status: 409, code: 'CONFLICT', message: ADDRESS_MESSAGES.lastAddress });
    expect((await listOf(ctx, who)).body.data).toHaveLength(1);
  });

  it("answers 404 ADDRESS_NOT_FOUND for another customer's address id, and changes nothing of theirs", async () => {
    const a = await shopper(ctx, demoId);
    const b = await shopper(ctx, demoId);
    await addFor(ctx, a, homeAddress({ name: 'A1' }));
    const [a1, a2] = (await addFor(ctx, a, homeAddress({ name: 'A2' }))).body.data;
    await addFor(ctx, b, homeAddress({ name: 'B1' }));
    await addFor(ctx, b, homeAddress({ name: 'B2' }));
    const update = await updateFor(ctx, b, a1!._id, homeAddress({ name: 'stolen' }));
    const remove = await deleteFor(ctx, b, a2!._id);
    expect([update.status, update.body.code, remove.status, remove.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND', 404, 'ADDRESS_NOT_FOUND']);
    expect((await listOf(ctx, a)).body.data.map((x) => x.name)).toEqual(['A1', 'A2']);
  });

  it('never leaves two defaults when two adds race', async () => {
    const who = await shopper(ctx, demoId);
    await Promise.all([addFor(ctx, who, homeAddress({ name: 'X', isDefault: true })), addFor(ctx, who, homeAddress({ name: 'Y', isDefault: true }))]);
    const { body } = await listOf(ctx, who);
    expect(body.data).toHaveLength(2);
    expect(body.data.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
