import { PushError } from './errors.js';
import type { Transport } from './http.js';
import type {
  Application,
  DevicePayload,
  DynamicLink,
  InboxPage,
  Pass,
  PassSaveLinks,
  ProviderEvent,
  ProviderNotification,
  UploadedReplyFile,
} from './types.js';

const enc = encodeURIComponent;

/** One typed function per call of the provider's REST API (paths under `/api`). */
export function createProviderApi(send: Transport) {
  return {
    /** `GET /application/info?language=xx` */
    async fetchApplication(language: string): Promise<Application> {
      const answer = await send<{ application: Application }>({
        method: 'GET',
        path: '/application/info',
        query: { language },
      });
      return answer.application;
    },
    /** `POST /push`: registers a device and answers its new id. */
    async registerDevice(payload: DevicePayload): Promise<string> {
      const answer = await send<{ deviceID?: string; device?: { deviceID?: string; id?: string } }>(
        {
          method: 'POST',
          path: '/push',
          body: payload,
        },
      );
      const id = answer?.deviceID ?? answer?.device?.deviceID ?? answer?.device?.id;
      if (!id) {
        throw new PushError('network', 'The push provider registered the device without its id.');
      }
      return id;
    },
    /** `PUT /push/{deviceId}` */
    updateDevice: (deviceId: string, payload: DevicePayload) =>
      send<void>({ method: 'PUT', path: `/push/${enc(deviceId)}`, body: payload }),
    /** `DELETE /push/{deviceId}` */
    deleteDevice: (deviceId: string) =>
      send<void>({ method: 'DELETE', path: `/push/${enc(deviceId)}` }),
    /** `GET /push/{deviceId}/tags` */
    async fetchTags(deviceId: string): Promise<string[]> {
      const answer = await send<{ tags: string[] }>({
        method: 'GET',
        path: `/push/${enc(deviceId)}/tags`,
      });
      return answer.tags;
    },
    /** `PUT /push/{deviceId}/addtags` */
    addTags: (deviceId: string, tags: string[]) =>
      send<void>({ method: 'PUT', path: `/push/${enc(deviceId)}/addtags`, body: { tags } }),
    /** `PUT /push/{deviceId}/removetags` */
    removeTags: (deviceId: string, tags: string[]) =>
      send<void>({ method: 'PUT', path: `/push/${enc(deviceId)}/removetags`, body: { tags } }),
    /** `PUT /push/{deviceId}/cleartags` */
    clearTags: (deviceId: string) =>
      send<void>({ method: 'PUT', path: `/push/${enc(deviceId)}/cleartags` }),
    /** `PUT /support/testdevice/{nonce}` */
    registerTestDevice: (nonce: string, deviceId: string) =>
      send<void>({
        method: 'PUT',
        path: `/support/testdevice/${enc(nonce)}`,
        body: { deviceID: deviceId },
      }),
    /** `GET /notification/inbox/fordevice/{deviceId}?skip&limit[&since]` */
    fetchInbox: (deviceId: string, skip: number, limit: number, since?: string) =>
      send<InboxPage>({
        method: 'GET',
        path: `/notification/inbox/fordevice/${enc(deviceId)}`,
        query: { skip, limit, since },
      }),
    /** `PUT /notification/inbox/fordevice/{deviceId}`: marks every item read. */
    markAllInboxRead: (deviceId: string) =>
      send<void>({ method: 'PUT', path: `/notification/inbox/fordevice/${enc(deviceId)}` }),
    /** `DELETE /notification/inbox/fordevice/{deviceId}`: empties the inbox. */
    clearInbox: (deviceId: string) =>
      send<void>({ method: 'DELETE', path: `/notification/inbox/fordevice/${enc(deviceId)}` }),
    /** `DELETE /notification/inbox/{id}` */
    removeInboxItem: (id: string) =>
      send<void>({ method: 'DELETE', path: `/notification/inbox/${enc(id)}` }),
    /** `GET /link/dynamic/{url}?platform=Web[&deviceID]` */
    async fetchDynamicLink(url: string, deviceId?: string): Promise<DynamicLink> {
      const answer = await send<{ link: DynamicLink }>({
        method: 'GET',
        path: `/link/dynamic/${enc(url)}`,
        query: { platform: 'Web', deviceID: deviceId },
      });
      return answer.link;
    },
    /** `POST /event`; `keepalive` lets it outlive the page. */
    logEvent: (event: ProviderEvent, keepalive = false) =>
      send<void>({ method: 'POST', path: '/event', body: event, keepalive }),
    /** `POST /notification/webhook` */
    callWebhook: (body: Record<string, unknown>) =>
      send<void>({ method: 'POST', path: '/notification/webhook', body }),
    /** `POST /upload/reply` with the file in form field `file`. */
    uploadReplyFile(file: Blob, fileName?: string): Promise<UploadedReplyFile> {
      const form = new FormData();
      if (fileName === undefined) form.append('file', file);
      else form.append('file', file, fileName);
      return send<UploadedReplyFile>({ method: 'POST', path: '/upload/reply', form });
    },
    /** `POST /reply` */
    createReply: (body: Record<string, unknown>) =>
      send<void>({ method: 'POST', path: '/reply', body }),
    /** `GET /notification/{id}` */
    async fetchNotification(id: string): Promise<ProviderNotification> {
      const answer = await send<{ notification: ProviderNotification }>({
        method: 'GET',
        path: `/notification/${enc(id)}`,
      });
      return answer.notification;
    },
    /** `GET /pass/forserial/{serial}` */
    async fetchPass(serial: string): Promise<Pass> {
      const answer = await send<{ pass: Pass }>({
        method: 'GET',
        path: `/pass/forserial/${enc(serial)}`,
      });
      return answer.pass;
    },
    /** `GET /pass/savelinks/{serial}` */
    async fetchPassSaveLinks(serial: string): Promise<PassSaveLinks> {
      const answer = await send<{ saveLinks: PassSaveLinks }>({
        method: 'GET',
        path: `/pass/savelinks/${enc(serial)}`,
      });
      return answer.saveLinks;
    },
  };
}

/** The typed provider API. */
export type ProviderApi = ReturnType<typeof createProviderApi>;
