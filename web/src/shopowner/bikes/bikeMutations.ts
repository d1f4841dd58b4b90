import { graphql } from '../../gql';

export const CreateBikeMutation = graphql(`
  mutation CreateBike($input: CreateBikeInput!) {
    createBike(input: $input) {
      bike {
        id
      }
      shopBike {
        id
        databaseId
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const UpdateShopBikeMutation = graphql(`
  mutation UpdateShopBike($input: UpdateShopBikeInput!) {
    updateShopBike(input: $input) {
      bike {
        id
        ...BikeForm_bike
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const SetBikePhotosMutation = graphql(`
  mutation SetBikePhotos($input: SetBikePhotosInput!) {
    setBikePhotos(input: $input) {
      bike {
        id
        photos {
          side
          front
          back
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const DeleteBikeMutation = graphql(`
  mutation DeleteBike($input: DeleteBikeInput!) {
    deleteBike(input: $input) {
      deletedDatabaseId
      userErrors {
        field
        message
        code
      }
    }
  }
`);
