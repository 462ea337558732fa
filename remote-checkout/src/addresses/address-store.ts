import { makeAutoObservable, runInAction } from 'mobx';
import { type Address, type AddressInput, type PincodeDetails, type RootStore } from 'shared';
import { addressAnswerSchema, addressListAnswerSchema, deleteAddressAnswerSchema, pincodeAnswerSchema } from '../contract-refs';
import { ADDRESS_PATHS } from 'shared/constants';
import { errorText } from '../i18n/shared-texts';
import { checkoutMessages, type CheckoutT } from '../i18n/use-t';

/** Postal lookup state of the form (chat spec section 4): Save stays disabled until it is `valid`. */
export type PostalState = 'unknown' | 'valid' | 'invalid';

/**
 * The logged-in customer's delivery addresses, through the root store's API client. Failures of add and
 * update are shown as error snackbars (the server's message, else the specification's); a failed load
 * or delete is only logged (chat spec section 7).
 */
export class AddressStore {
  addresses: Address[] = [];
  loading = false;
  loaded = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AddressStore, 'root' | 't'>(this, { root: false, t: false });
  }

  /** The page's language, for what the store says (the views showing it have loaded its messages). */
  private get t(): CheckoutT {
    return checkoutMessages.now(this.root.locale);
  }

  private customerId(): string {
    const id = this.root.session.customer?.customerId;
    if (!id) throw new Error(this.t('address.logIn'));
    return id;
  }

  /** An address may be deleted only while more than one exists. */
  get canDelete(): boolean {
    return this.addresses.length > 1;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const answer = await this.root.api.get(ADDRESS_PATHS.list, { customerId: this.customerId() }, addressListAnswerSchema);
      runInAction(() => {
        this.addresses = answer.data;
        this.loaded = true;
      });
    } catch (error) {
      console.error('Loading addresses failed', error);
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Saves a new address; answers it (the newest of the full list), or null after the error snackbar. */
  async add(input: AddressInput): Promise<Address | null> {
    try {
      const before = new Set(this.addresses.map((a) => a._id));
      const answer = await this.root.api.post(ADDRESS_PATHS.add, { customerId: this.customerId(), deliveryAddress: input }, addressListAnswerSchema);
      runInAction(() => (this.addresses = answer.data));
      return answer.data.find((a) => !before.has(a._id)) ?? null;
    } catch (error) {
      this.root.ui.notify(errorText(this.t, error) ?? this.t('address.addFailed'), 'error');
      return null;
    }
  }

  /** Saves a change of an address; answers it, or null after the error snackbar. */
  async update(addressId: string, input: AddressInput): Promise<Address | null> {
    try {
      const answer = await this.root.api.post(ADDRESS_PATHS.update, { customerId: this.customerId(), addressId, updatedAddress: input }, addressAnswerSchema);
      // Setting a default clears the others on the server: read the list again rather than guess.
      await this.load();
      return answer.data;
    } catch (error) {
      this.root.ui.notify(errorText(this.t, error) ?? this.t('address.updateFailed'), 'error');
      return null;
    }
  }

  /** Makes an address the default (the server clears the others); answers it, or null after the error snackbar. */
  async makeDefault(address: Address): Promise<Address | null> {
    if (address.isDefault) return address;
    // the id names the address in the call; it is not one of the fields the server takes
    const { _id: addressId, ...fields } = address;
    return this.update(addressId, { ...fields, isDefault: true });
  }

  async remove(addressId: string): Promise<boolean> {
    if (!this.canDelete) return false;
    try {
      await this.root.api.post(ADDRESS_PATHS.delete, { customerId: this.customerId(), addressId }, deleteAddressAnswerSchema);
      await this.load();
      return true;
    } catch (error) {
      console.error('Deleting the address failed', error);
      return false;
    }
  }

  /** What a 6-digit pincode names; null with the message to show when it is unknown or the lookup failed. */
  async lookupPincode(pincode: string): Promise<{ details: PincodeDetails } | { details: null; message: string }> {
    try {
      const answer = await this.root.api.get(ADDRESS_PATHS.pincode, { pincode }, pincodeAnswerSchema);
      return { details: answer.data };
    } catch (error) {
      const status = (error as { status?: number }).status;
      return { details: null, message: this.t(status === 404 ? 'address.pincodeNotFound' : 'address.pincodeUnavailable') };
    }
  }
}
