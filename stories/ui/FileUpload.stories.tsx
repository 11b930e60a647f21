import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileUpload, FileUploadView } from '../../src/ui/upload/FileUpload.tsx';
import type { UploadFile, UploadItem } from '../../src/ui/upload/useFileUploads.ts';

const item = (change: Partial<UploadItem>): UploadItem => ({
  key: `story-${change.name ?? 'lease.pdf'}-${change.status ?? 'done'}`,
  name: 'lease.pdf',
  type: 'application/pdf',
  size: 1_843_200,
  status: 'done',
  progress: 1,
  error: null,
  serverMessage: null,
  refusedFile: false,
  document: null,
  ...change,
});

const meta = {
  title: 'UI/FileUpload',
  component: FileUploadView,
  args: { label: 'Proof of ownership', items: [], onAdd: fn(), onCancel: fn(), onRetry: fn(), onRemove: fn() },
  argTypes: { items: { control: false } },
  decorators: [(Story) => <div className="container page"><Story /></div>],
} satisfies Meta<typeof FileUploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the drop zone and the file button, with the accepted types and the limit. */
export const Empty: Story = {};

/** A file on its way: its progress bar and Cancel. */
export const Uploading: Story = { args: { items: [item({ status: 'uploading', progress: 0.4 })] } };

/** A file whose first bytes are being checked in the browser. */
export const Checking: Story = { args: { items: [item({ status: 'checking', progress: 0 })] } };

/** Stored on the server: Remove only. */
export const Uploaded: Story = { args: { items: [item({}), item({ name: 'plot-sketch.png', type: 'image/png', size: 524_288 })] } };

/** Refused in the browser: a renamed program, a wrong type and a file over 10 MB, each with its reason and Remove. */
export const Refused: Story = {
  args: {
    items: [
      item({ name: 'bill.pdf', status: 'failed', error: 'DOC_CONTENT', refusedFile: true, size: 73_728 }),
      item({ name: 'notes.txt', type: 'text/plain', status: 'failed', error: 'DOC_TYPE', refusedFile: true, size: 312 }),
      item({ name: 'survey.pdf', status: 'failed', error: 'DOC_TOO_LARGE', refusedFile: true, size: 12_582_912 }),
    ],
  },
};

/** The network failed: the reason, Try again and Remove. */
export const NetworkFailure: Story = { args: { items: [item({ status: 'failed', error: 'NETWORK', progress: 0 })] } };

/** Cancelled by the user: Try again and Remove. */
export const Cancelled: Story = { args: { items: [item({ status: 'cancelled', progress: 0 })] } };

/** A field-level message (a required document missing). */
export const Required: Story = { args: { error: 'Please upload the proof of ownership.' } };

const slowUpload: UploadFile = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    let sent = 0;
    const timer = setInterval(() => {
      sent += 0.2;
      onProgress(Math.min(sent, 1));
      if (sent >= 1) {
        clearInterval(timer);
        resolve({ documentId: crypto.randomUUID(), fileName: file.name, contentType: file.type, size: file.size, uploadedAt: new Date().toISOString() });
      }
    }, 400);
    signal.addEventListener('abort', () => {
      clearInterval(timer);
      reject(new Error('aborted'));
    });
  });

/** Live: choose or drop files; they upload to a fake server in two seconds (cancel, retry and remove work). */
export const Live: Story = { render: (args) => <FileUpload label={args.label} upload={slowUpload} /> };
