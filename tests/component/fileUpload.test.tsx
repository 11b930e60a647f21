/**
 * The shared upload field as a user meets it: choose files with the keyboard-operable button or
 * drop them; each shows its name, type and size, a progress bar, Cancel, Try again and Remove; a
 * refused file gets the catalogue's words beside it and never leaves the browser.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { FileUpload } from '../../src/ui/upload/FileUpload.tsx';
import type { UploadFile } from '../../src/ui/upload/useFileUploads.ts';
import type { UploadedDocument } from '../../src/domain/documents.ts';
import { TextField } from '../../src/ui/fields/TextField.tsx';
import { renderPortal, text } from './support/render.tsx';

const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46, 0x0a, 0x20]);
const exeBytes = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

function pdf(name = 'lease.pdf', bytes: Uint8Array<ArrayBuffer> = pdfBytes) {
  return new File([bytes], name, { type: 'application/pdf' });
}

/** Uploads the test settles by hand: progress, success, failure; abort rejects as the real one does. */
function pendingUploads() {
  const calls: { file: File; progress: (f: number) => void; resolve: (d: UploadedDocument) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  const upload: UploadFile = (file, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'UploadAborted' })));
      calls.push({ file, progress: onProgress, resolve, reject, signal });
    });
  return { upload: vi.fn(upload), calls };
}

const stored = (file: File, id = '11111111-1111-4111-8111-111111111111'): UploadedDocument => ({ documentId: id, fileName: file.name, contentType: file.type, size: file.size, uploadedAt: '2026-11-26T08:00:00.000Z' });

function Form({ upload, onChange }: { upload: UploadFile; onChange: (docs: UploadedDocument[]) => void }) {
  const [name, setName] = useState('');
  return (
    <form>
      <TextField label="Full name" value={name} onChange={(event) => setName(event.target.value)} />
      <FileUpload label="Proof of ownership" upload={upload} onChange={onChange} />
    </form>
  );
}

async function choose(user: Awaited<ReturnType<typeof renderPortal>>['user'], files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, files);
}

describe('upload field', () => {
  it('uploads a chosen file with progress, names its type and size, and reports the stored document', async () => {
    const { upload, calls } = pendingUploads();
    const onChange = vi.fn();
    const { user } = await renderPortal(<Form upload={upload} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Choose files for Proof of ownership' });
    expect(button).toHaveAccessibleDescription(text('upload.rules'));
    // The file button is reachable by keyboard and opens the picker.
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    button.focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    click.mockRestore();

    const file = pdf();
    await choose(user, [file]);
    await waitFor(() => expect(calls).toHaveLength(1));
    const list = screen.getByRole('list', { name: 'Files for Proof of ownership' });
    expect(within(list).getByText('lease.pdf')).toBeInTheDocument();
    expect(within(list).getByText('application/pdf · 16 bytes')).toBeInTheDocument();
    act(() => calls[0]!.progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading lease.pdf' })).toHaveAttribute('value', '40');
    expect(within(list).getByText('Uploading… 40%')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve(stored(file)));
    expect(within(list).getByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([stored(file)]);
    expect(screen.getByText('lease.pdf uploaded.')).toBeInTheDocument();
  });

  it('refuses a renamed program, a wrong type and a file over 10 MB beside each file, uploads none, and keeps what was typed', async () => {
    const { upload } = pendingUploads();
    const { user } = await renderPortal(<Form upload={upload} onChange={() => {}} />);
    await user.type(screen.getByLabelText('Full name'), 'Kabo Mosweu');
    const big = pdf('survey.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await choose(user, [pdf('bill.pdf', exeBytes), big, pdf('scan.pdf', pngBytes)]);
    // The picker offers accepted types only; a dropped file is not filtered.
    fireEvent.drop(screen.getByTestId('upload-drop'), { dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    const list = screen.getByRole('list', { name: 'Files for Proof of ownership' });
    await waitFor(() => expect(within(list).getAllByText(text('error.DOC_CONTENT'))).toHaveLength(2));
    expect(within(list).getByText(text('error.DOC_TYPE'))).toBeInTheDocument();
    expect(within(list).getByText(text('error.DOC_TOO_LARGE'))).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    // A refused file can only be removed (trying it again cannot help).
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleDescription(text('error.DOC_CONTENT'));
    expect(within(first!).queryByRole('button', { name: 'Upload bill.pdf again' })).toBeNull();
    await user.click(within(first!).getByRole('button', { name: 'Remove bill.pdf' }));
    expect(within(list).queryByText('bill.pdf')).toBeNull();
    expect(screen.getByLabelText('Full name')).toHaveValue('Kabo Mosweu');
  });

  it('cancels an upload, tries it again, and shows a server refusal in its words with Try again', async () => {
    const { upload, calls } = pendingUploads();
    const onChange = vi.fn();
    const { user } = await renderPortal(<Form upload={upload} onChange={onChange} />);
    const file = pdf();
    // Dropped rather than chosen.
    fireEvent.drop(screen.getByTestId('upload-drop'), { dataTransfer: { files: [file] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel the upload of lease.pdf' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload lease.pdf again' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.reject(Object.assign(new Error('offline'), { msgcode: 'NETWORK', message: '' })));
    expect(screen.getByText(text('error.NETWORK'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload lease.pdf again' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.resolve(stored(file)));
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([stored(file)]);
    await user.click(screen.getByRole('button', { name: 'Remove lease.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('speaks the user language', async () => {
    const { upload } = pendingUploads();
    await renderPortal(<FileUpload label="Pièce d’identité" upload={upload} />, { language: 'FR' });
    expect(screen.getByRole('button', { name: 'Choisir des fichiers pour Pièce d’identité' })).toBeInTheDocument();
    expect(screen.getByText(text('upload.rules', 'FR'))).toBeInTheDocument();
  });
});
