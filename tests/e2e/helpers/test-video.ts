/**
 * Videos for the video stories, made on the spot by ffmpeg (a system package the test command
 * installs): its test pattern, small and decodable, with frames worth picking as a poster; or random
 * noise, which does not compress, for a real video larger than one upload chunk.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestVideoOptions {
	seconds?: number;
	noise?: boolean;
}

/** Writes the video to `file` (.webm is VP8, anything else ffmpeg's default for the extension). */
export function makeTestVideo(
	file: string,
	{ seconds = 3, noise = false }: TestVideoOptions = {}
): Buffer {
	const source = noise
		? `nullsrc=s=480x270:r=25:d=${ seconds },geq=lum='random(1)*255':cb=128:cr=128`
		: `testsrc=duration=${ seconds }:size=320x240:rate=25`;
	let encoding = [ '-pix_fmt', 'yuv420p' ];
	if ( file.endsWith( '.webm' ) ) {
		encoding = noise
			? [
					'-c:v',
					'libvpx',
					'-b:v',
					'40M',
					'-qmin',
					'0',
					'-qmax',
					'4',
					'-deadline',
					'realtime',
					'-cpu-used',
					'8',
				]
			: [ '-c:v', 'libvpx', '-b:v', '400k' ];
	}
	execFileSync( '/usr/bin/ffmpeg', [
		'-nostdin',
		'-v',
		'error',
		'-y',
		'-f',
		'lavfi',
		'-i',
		source,
		...encoding,
		file,
	] );
	return fs.readFileSync( file );
}

/** A test video named `name` in a folder of its own, to choose from disk; `cleanUp` removes both. */
export function testVideoOnDisk(
	name: string,
	options: TestVideoOptions = {}
): { file: string; bytes: Buffer; cleanUp: () => void } {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'test-video-' ) );
	const file = path.join( dir, name );
	return {
		file,
		bytes: makeTestVideo( file, options ),
		cleanUp: () => fs.rmSync( dir, { recursive: true, force: true } ),
	};
}
