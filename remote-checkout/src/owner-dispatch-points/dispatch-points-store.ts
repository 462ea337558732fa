import { makeAutoObservable, runInAction } from 'mobx';
import type { CreateDispatchPointBody, OwnerDispatchPoint } from 'shared';
// the owner's pages check a form with the API's own schema before sending it; they load only for owners
import { createDispatchPointBodySchema } from 'shared/contracts';
import { issuesByField, serverFieldErrors, type FieldErrors } from '../owner-payment-settings/field-errors';
import type { DispatchPointsApi } from './dispatch-points-api';

/** A dispatch point as the owner types it; served pincodes and states as one text each. */
export interface DispatchPointForm {
  /** The point edited; null for a new one. */
  id: string | null;
  name: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  /** Pincodes separated by commas, spaces or new lines. */
  servedPincodes: string;
  /** States separated by commas. */
  servedStates: string;
}

const emptyForm = (): DispatchPointForm => ({ id: null, name: '', addressLine: '', city: '', state: '', pincode: '', servedPincodes: '', servedStates: '' });
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

/** The body the form stands for: served pincodes split on commas and spaces, states on commas. */
export function bodyOf(form: DispatchPointForm): CreateDispatchPointBody {
  return {
    name: form.name,
    addressLine: form.addressLine,
    city: form.city,
    state: form.state,
    pincode: form.pincode,
    serves: {
      pincodes: form.servedPincodes.split(/[\s,;]+/).filter(Boolean),
      states: form.servedStates.split(/[,;\n]+/).map((s) => s.trim()).filter(Boolean),
    },
  };
}

/** The form's field a contract field's error is shown beside. */
const FIELD_OF: Record<string, keyof DispatchPointForm> = { 'serves.pincodes': 'servedPincodes', 'serves.states': 'servedStates' };
const byFormField = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_OF[field] ?? field, message]));

/**
 * The owner's dispatch points: the list, the one form (adding or editing one point) with its errors by
 * field, and a delete that asks first. A refused save keeps everything typed; a refused delete (products
 * still ship from the point) says so beside the point.
 */
export class DispatchPointsStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadError = '';
  points: OwnerDispatchPoint[] = [];
  /** The form, when open. */
  form: DispatchPointForm | null = null;
  errors: FieldErrors = {};
  saving = false;
  notice = '';
  /** The point whose delete waits for the owner's confirmation. */
  confirmingDelete: string | null = null;
  deleteErrors: Record<string, string> = {};

  constructor(private readonly api: DispatchPointsApi) {
    makeAutoObservable<DispatchPointsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const points = await this.api.list();
      runInAction(() => {
        this.points = points;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = errorText(error);
        this.status = 'failed';
      });
    }
  }

  openNew(): void {
    this.form = emptyForm();
    this.errors = {};
    this.notice = '';
  }

  openEdit(point: OwnerDispatchPoint): void {
    this.form = {
      id: point.id,
      name: point.name,
      addressLine: point.addressLine,
      city: point.city,
      state: point.state,
      pincode: point.pincode,
      servedPincodes: point.serves.pincodes.join(', '),
      servedStates: point.serves.states.join(', '),
    };
    this.errors = {};
    this.notice = '';
  }

  close(): void {
    this.form = null;
    this.errors = {};
  }

  set<K extends Exclude<keyof DispatchPointForm, 'id'>>(field: K, value: string): void {
    if (!this.form) return;
    this.form[field] = value;
    delete this.errors[field];
  }

  async save(): Promise<boolean> {
    const form = this.form;
    if (!form) return false;
    const body = bodyOf(form);
    const parsed = createDispatchPointBodySchema.safeParse(body);
    if (!parsed.success) {
      this.errors = byFormField(issuesByField(parsed.error));
      return false;
    }
    this.saving = true;
    this.errors = {};
    try {
      const saved = form.id ? await this.api.update({ dispatchPointId: form.id, ...body }) : await this.api.create(body);
      runInAction(() => {
        const at = this.points.findIndex((p) => p.id === saved.id);
        if (at >= 0) this.points[at] = saved;
        else this.points.push(saved);
        this.form = null;
        this.notice = `${saved.name} saved`;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.errors = byFormField(serverFieldErrors(errorText(error)))));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  askDelete(id: string | null): void {
    this.confirmingDelete = id;
    this.deleteErrors = {};
  }

  async remove(id: string): Promise<void> {
    const point = this.points.find((p) => p.id === id);
    try {
      await this.api.remove(id);
      runInAction(() => {
        this.points = this.points.filter((p) => p.id !== id);
        this.notice = `${point?.name ?? 'Dispatch point'} deleted`;
        if (this.form?.id === id) this.form = null;
      });
    } catch (error) {
      runInAction(() => (this.deleteErrors = { [id]: errorText(error) }));
    } finally {
      runInAction(() => (this.confirmingDelete = null));
    }
  }
}
