import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, type OwnerDispatchPoint } from 'shared';
import { DISPATCH_POINT_MESSAGES as M } from 'shared/constants';
import { renderWithStore } from 'shared/testing';
import type { DispatchPointsApi } from './dispatch-points-api';
import OwnerDispatchPoints from './OwnerDispatchPoints';

const BLR: OwnerDispatchPoint = {
  id: 'c'.repeat(24),
  name: 'Bengaluru Warehouse',
  addressLine: '12, Chickpet Main Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560053',
  serves: { pincodes: [], states: ['Karnataka'] },
  productCount: 3,
};

function fakeApi(over: Partial<DispatchPointsApi> = {}): jest.Mocked<DispatchPointsApi> {
  return {
    list: jest.fn(async () => [BLR]),
    create: jest.fn(async (body) => ({ id: 'd'.repeat(24), productCount: 0, ...body, serves: { pincodes: body.serves.pincodes ?? [], states: body.serves.states ?? [] } })),
    update: jest.fn(async ({ dispatchPointId, ...body }) => ({ ...BLR, ...body, id: dispatchPointId, serves: { pincodes: body.serves.pincodes ?? [], states: body.serves.states ?? [] } })),
    remove: jest.fn(async () => undefined),
    ...over,
  } as jest.Mocked<DispatchPointsApi>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(api = fakeApi(), isMobile = false) {
  const view = renderWithStore(<OwnerDispatchPoints api={api} />, { isMobile });
  await act(settle);
  return { ...view, api, user: userEvent.setup() };
}

describe('OwnerDispatchPoints', () => {
  it('lists each point with where it delivers and how many products ship from it', async () => {
    await setup();
    const card = screen.getByRole('listitem', { name: 'Bengaluru Warehouse' });
    expect(card).toHaveTextContent('Delivers to Karnataka');
    expect(card).toHaveTextContent('3 products ship from here');
  });

  it('is accessible on a laptop and on a phone, with the form open', async () => {
    for (const isMobile of [false, true]) {
      const { container, user, unmount } = await setup(fakeApi(), isMobile);
      await user.click(screen.getByRole('button', { name: 'Add a dispatch point' }));
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      unmount();
    }
  });

  it('adds a point with the pincodes and states it serves, by keyboard', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add a dispatch point' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('Chennai Hub');
    await user.type(screen.getByLabelText('Address'), 'Anna Salai');
    await user.type(screen.getByLabelText('City'), 'Chennai');
    await user.type(screen.getByLabelText('State'), 'Tamil Nadu');
    await user.type(screen.getByLabelText('Pincode'), '600002');
    await user.type(screen.getByLabelText('Pincodes served'), '600001, 600020 600028');
    await user.type(screen.getByLabelText('States served'), 'Tamil Nadu, Puducherry{Enter}');
    expect(api.create).toHaveBeenCalledWith({
      name: 'Chennai Hub',
      addressLine: 'Anna Salai',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600002',
      serves: { pincodes: ['600001', '600020', '600028'], states: ['Tamil Nadu', 'Puducherry'] },
    });
    expect(screen.getByRole('listitem', { name: 'Chennai Hub' })).toHaveTextContent('Delivers to Tamil Nadu, Puducherry and 3 pincodes');
  });

  it('refuses a served pincode that is not one beside its field, keeping everything typed', async () => {
    const { api, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit Bengaluru Warehouse' }));
    const served = screen.getByLabelText('Pincodes served');
    await user.type(served, '560001, 5600');
    await user.click(screen.getByRole('button', { name: 'Save dispatch point' }));
    expect(api.update).not.toHaveBeenCalled();
    expect(served).toHaveAccessibleDescription(new RegExp(M.servedPincode('5600')));
    expect(served).toHaveFocus();
    expect(served).toHaveValue('560001, 5600');
    expect(screen.getByLabelText('Name')).toHaveValue('Bengaluru Warehouse');
  });

  it('asks before deleting, and says why a point products ship from cannot go', async () => {
    const api = fakeApi({ remove: jest.fn(async () => Promise.reject(new ApiError(409, 'CONFLICT', M.inUse(3)))) });
    const { user } = await setup(api);
    await user.click(screen.getByRole('button', { name: 'Delete Bengaluru Warehouse' }));
    const confirm = screen.getByRole('button', { name: 'Yes, delete Bengaluru Warehouse' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(api.remove).toHaveBeenCalledWith(BLR.id);
    expect(within(screen.getByRole('listitem', { name: 'Bengaluru Warehouse' })).getByRole('alert')).toHaveTextContent(M.inUse(3));
  });

  it('removes a deleted point from the list', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Delete Bengaluru Warehouse' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Bengaluru Warehouse' }));
    expect(screen.queryByRole('listitem', { name: 'Bengaluru Warehouse' })).not.toBeInTheDocument();
    expect(screen.getByText('Bengaluru Warehouse deleted')).toBeInTheDocument();
  });
});
