// Files the person picks (a photo, a document) and files the app saves for them (a video, an image: account spec 8,
// 9). Native: Capacitor's file picker and Filesystem plugins, with the native issue.

export interface PickOptions {
  /** What may be picked, as an input's accept attribute: 'image/*', '.pdf,application/pdf'. */
  accept: string;
  multiple?: boolean | undefined;
}

export interface Files {
  /** The files picked; none when the person closes the picker without picking. */
  pick(options: PickOptions): Promise<File[]>;
  /** Hands the person a file to keep, under this name (a download on web, the device's files on native). */
  save(file: Blob, name: string): Promise<void>;
}
