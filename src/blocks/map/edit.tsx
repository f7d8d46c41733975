export default function Edit() {
	return null;
}
